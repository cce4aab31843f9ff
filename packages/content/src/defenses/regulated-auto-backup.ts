import type { DefenseContent } from '../types';

export const defense: DefenseContent = {
  id: 'RegulatedAutoBackup',
  summary:
    'Regular, protected backups let a bank restore its systems and data after ransomware, damage or disaster, without paying criminals.',
  whatItIs: [
    'A backup is a copy of data and systems that can be used to rebuild them if the originals are lost or damaged. Regulated automatic backups run on a schedule, so nobody has to remember them. They follow written rules on how often copies are made and how long they are kept. And they are tested to prove they work.',
    "In the game, backups matter most against [Ransomware](/frauds/Ransomware), where criminals lock a bank's files and demand payment for the key. A bank that can restore from clean copies can refuse to pay. Backups also help a little after [Zero-Day Exploits](/frauds/ZeroDayExploit), because damaged systems can be rebuilt from a known good state.",
  ],
  howItWorks: [
    'A common rule of thumb is 3-2-1: keep three copies of important data, on two different types of storage, with one copy off-site. Modern practice adds that at least one copy should be offline or immutable. Immutable means it cannot be changed or deleted for a set period, not even by an administrator. Versioning keeps many older copies, so the bank can go back to a point before an attack began.',
    "Criminals know this, so they hunt for the backups first. In 2024 the security company Sophos surveyed 2,974 organisations hit by ransomware. Of those, 94% said the attackers had tried to break into their backups, and 57% of those attempts worked. Where backups were compromised, victims were almost twice as likely to pay the ransom. Mandiant's M-Trends 2026 report also says attackers go after backups, identity services and virtualisation platforms on purpose. Their aim is to block recovery.",
    'A backup is only useful if it can be restored in time. So banks set recovery targets for each system: how much recent data they can afford to lose, and how quickly the system must be running again. Regular restore tests prove the targets can be met. The US Cybersecurity and Infrastructure Security Agency (CISA) and its partners publish the #StopRansomware Guide. It advises keeping offline, encrypted backups of critical data and testing them regularly.',
  ],
  levels: [
    {
      inPractice:
        'Key systems are copied automatically every night to backup storage. This protects against hardware failure and many mistakes. It gives a real chance of recovery without paying a ransom. But the backups may sit on the same network and use the same admin accounts. Then ransomware gangs can find and destroy them. And backups that are never tested often fail when they are needed.',
    },
    {
      inPractice:
        "Copies go to a separate site or cloud account, with many versions kept. The bank restores sample systems regularly to prove that it works. Older clean versions survive even if recent ones are damaged, and the team knows how long a real restore takes. An attacker who steals the backup administrator's login can still reach these copies.",
    },
    {
      inPractice:
        'At least one copy is kept on storage where it cannot be changed or deleted for as long as it is meant to be kept. Or the copy is physically disconnected, such as tape in a vault. Even an attacker with full admin rights cannot destroy it. This gives the best chance of restoring without paying, which is why it stops the most ransomware damage.',
    },
  ],
  limitations: [
    "Backups do not stop data theft. Many ransomware gangs now copy data before locking it. Then they threaten to publish it unless they are paid. In 2025 Sophos surveyed 3,400 organisations hit by ransomware. Of those whose data was encrypted, 28% also had data stolen. A perfect restore does nothing about that threat. Nor does it help with the damage a leak does to the bank's name and its standing with regulators.",
    "Recovery can still be slow and risky. Restoring hundreds of servers from offline storage can take days or weeks. The bank must also make sure it is not restoring the attacker's malware along with the data. Fewer victims are managing to rely on backups. In its 2025 survey, Sophos found that only 54% used backups to recover encrypted data, the lowest share in six years.",
    'Backups help little against zero-day attacks that aim to spy or steal data, because nothing needs restoring. They also depend on other defences to keep attackers away from the backup system itself. Examples are [Principle of Least Privilege](/defenses/PrincipleOfLeastPrivilege) for backup administrators and [Multi-Factor Authentication](/defenses/MultiFactorAuth) on the backup console.',
  ],
  realWorldCost: [
    'Storage is the obvious cost. Several copies of everything, many versions and long storage periods add up, and immutable or offline storage costs more to run. Off-site copies need network capacity or secure transport. Backup software licences are usually priced by the amount of data or the number of systems protected.',
    "The hidden cost is staff time. Restore tests take people and systems away from other work, and a full disaster-recovery exercise can take days of planning. The return can be large, though. Sophos's 2024 survey found that overall recovery costs were about eight times higher for victims whose backups had been compromised.",
  ],
  sources: [
    {
      title: 'The impact of compromised backups on ransomware outcomes',
      publisher: 'Sophos',
      year: 2024,
      url: 'https://www.sophos.com/en-us/blog/the-impact-of-compromised-backups-on-ransomware-outcomes',
    },
    {
      title: 'The State of Ransomware 2025',
      publisher: 'Sophos',
      year: 2025,
      url: 'https://www.sophos.com/en-us/blog/the-state-of-ransomware-2025',
    },
    {
      title: '#StopRansomware Guide',
      publisher: 'Cybersecurity and Infrastructure Security Agency (CISA), FBI, NSA and MS-ISAC',
      year: 2023,
      url: 'https://www.cisa.gov/stopransomware/ransomware-guide',
    },
    {
      title: 'M-Trends 2026 Report: Executive Edition',
      publisher: 'Mandiant (Google Cloud)',
      year: 2026,
      url: 'https://cloud.google.com/security/resources/m-trends-executive-edition',
    },
  ],
};
