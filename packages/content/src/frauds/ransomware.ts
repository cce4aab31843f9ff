import {
  CISA,
  CYBERSECURITY_HUB,
  IC3,
  INFORMATION_REGULATOR,
  SAPS,
  withHow,
} from '../reporting-channels';
import type { FraudContent, Source } from '../types';

const ic3Report2024: Source = {
  title: '2024 Internet Crime Report',
  publisher: 'FBI Internet Crime Complaint Center (IC3)',
  year: 2025,
  url: 'https://www.ic3.gov/AnnualReport/Reports/2024_IC3Report.pdf',
};

const verizonDbir2025: Source = {
  title: '2025 Data Breach Investigations Report',
  publisher: 'Verizon',
  year: 2025,
  url: 'https://www.verizon.com/business/resources/reports/2025-dbir-data-breach-investigations-report.pdf',
};

const verizonDbir2026: Source = {
  title: '2026 Data Breach Investigations Report',
  publisher: 'Verizon',
  year: 2026,
  url: 'https://www.verizon.com/business/resources/reports/dbir/',
};

const chainalysis2025: Source = {
  title: 'Crypto Crime Report 2025: ransomware payments in 2024',
  publisher: 'Chainalysis',
  year: 2025,
  url: 'https://www.chainalysis.com/blog/crypto-crime-ransomware-victim-extortion-2025/',
};

const transnetNote: Source = {
  title: 'Transnet likely hit by “Death Kitty” ransomware attack: experts',
  publisher: 'TechCentral (Bloomberg)',
  year: 2021,
  url: 'https://techcentral.co.za/transnet-likely-hit-by-death-kitty-ransomware-attack-experts/109642',
};

const transnetNoRansom: Source = {
  title: 'Transnet ransomware hackers did not get a single cent',
  publisher: 'MyBroadband',
  year: 2021,
  url: 'https://mybroadband.co.za/news/security/410058-transnet-ransomware-hackers-did-not-get-a-single-cent.html',
};

const sophosBackups: Source = {
  title: 'The impact of compromised backups on ransomware outcomes',
  publisher: 'Sophos',
  year: 2024,
  url: 'https://news.sophos.com/en-us/2024/03/26/the-impact-of-compromised-backups-on-ransomware-outcomes/',
};

export const fraud: FraudContent = {
  id: 'Ransomware',
  summary:
    'Criminals break into a network, steal data and lock the files. Then they demand payment to unlock them and to keep the data secret.',
  whatItIs: [
    'Ransomware is malicious software that scrambles (encrypts) an organisation’s files so they cannot be opened. The criminals then demand a ransom, most often in cryptocurrency, for the key. Most gangs now also copy the data first and threaten to publish it. This is called double extortion: even if you restore your files from backups, they still threaten a leak.',
    'Ransomware is run like a business. Some groups write the malware and rent it to “affiliates” who do the break-ins. Others sell access to networks they have already broken into.',
    'For a bank the harm goes far beyond the ransom. Apps and branches go offline and customers cannot pay. Customer data may leak, and regulators must be told.',
  ],
  howItWorks: [
    'The attackers get in, often through a phishing email or stolen passwords for remote access. Another way in is an unpatched flaw in a device that faces the internet, such as a VPN gateway.',
    'They move around quietly, steal more passwords and try to gain admin rights.',
    'They find and destroy backups and switch off security tools.',
    'They copy large amounts of sensitive data to their own servers.',
    'They start the encryption on as many systems as possible, often at night or over a weekend.',
    'Ransom notes appear with a deadline. If the victim refuses to pay, the gang may publish the stolen data on a leak site.',
  ],
  warningSigns: [
    'An email attachment or fake software update asks you to “enable content” or install something.',
    'New admin accounts or remote-access tools appear that nobody approved.',
    'Antivirus is switched off, or backups are deleted.',
    'Large amounts of data leave the network at odd hours.',
    'Remote logins come from strange places or at odd times.',
    'Files suddenly get a strange new extension and will not open, and ransom notes appear in folders.',
  ],
  realCase: {
    title: 'Transnet: ransomware stops South Africa’s container ports',
    where: 'South Africa, 2021',
    whatHappened: [
      'On 22 July 2021 a cyberattack hit Transnet, the state company that runs South Africa’s main ports and freight rail. It took down the company’s IT systems. Transnet declared force majeure, a legal notice that it could not meet its contracts, at container terminals including Durban, Cape Town, Port Elizabeth and Ngqura. It switched to handling cargo by hand. The port of Durban alone handles about 60% of the country’s container traffic.',
      'Bloomberg saw a ransom note that claimed the attackers had encrypted Transnet’s files. The files included about a terabyte of personal data and financial reports. The note told the company to negotiate on a dark-web chat site. Security firm CrowdStrike linked the note to a ransomware family known as Death Kitty or Hello Kitty.',
      'The minister in charge later said no ransom was paid. The minister added that the ports showed some normal activity within 24 to 36 hours thanks to manual workarounds, and that about 90% of IT systems had recovered. The lesson for banks: ransomware is a problem for keeping the whole business running, not just an IT problem.',
    ],
    source: transnetNote,
  },
  statistics: [
    {
      text: 'The FBI’s complaint centre received 3,156 ransomware complaints in 2024, up from 2,825 in 2023. The FBI called ransomware the most widespread threat to critical infrastructure.',
      year: 2024,
      source: ic3Report2024,
    },
    {
      text: 'Ransomware was found in 44% of the breaches in Verizon’s 2025 report, up from 32% the year before. The median ransom paid fell to US$115,000. And 64% of victims refused to pay.',
      year: 2024,
      source: verizonDbir2025,
    },
    {
      text: 'The share kept rising: in Verizon’s 2026 report, covering November 2024 to October 2025, ransomware was found in 48% of breaches, and 69% of victims did not pay.',
      year: 2025,
      source: verizonDbir2026,
    },
    {
      text: 'Chainalysis put the ransomware gangs’ takings at about US$814 million in 2024. That was 35% less than the record US$1.25 billion of 2023, as more victims refused to pay. Chainalysis sells crypto-tracing tools, and such totals are often revised as more payments are found.',
      year: 2024,
      source: chainalysis2025,
    },
  ],
  whoIsTargeted: [
    'Any organisation that cannot afford to be offline is a target: banks, hospitals, ports, town councils and the firms that supply them. In its 2025 report, Verizon found ransomware in 88% of breaches at small and medium-sized businesses, against 39% at large ones. Smaller firms often have thinner defences.',
    'Banks are attractive because downtime is costly and customer data is worth a lot. Attackers also go after a bank’s IT suppliers, because one break-in can reach many customers.',
  ],
  howToDefend: [
    'No single control stops ransomware, so the game spreads protection over four. [Regulated Automatic Backups](/defenses/RegulatedAutoBackup) matter most for recovery: with a clean copy you can restore instead of paying. But attackers hunt for backups. In a Sophos survey of nearly 3,000 victims published in 2024, 94% said attackers tried to break into their backups. And 57% of those attempts worked. So nightly backups on the same network are weak (40% in the game). Immutable offline copies that nobody can change reach 85%. Backups do nothing against the threat to leak stolen data.',
    '[Keep Systems Updated](/defenses/KeepUpdated) closes the holes many gangs use to get in, above all in VPNs and other devices that face the internet. A monthly patch cycle is often too slow (30%). Fixing flaws within days once attackers are using them is much better (60%). [Email Filtering and Anti-Phishing](/defenses/EmailFiltering) blocks many booby-trapped attachments and links, but not all (15% to 45%).',
    '[Principle of Least Privilege](/defenses/PrincipleOfLeastPrivilege) limits how far an intruder can spread. If admin rights are granted only for a short task, one stolen password does less harm (15% to 40%). Layers multiply, so a bank with all four is far safer than one with a single strong control.',
  ],
  ifItHappensToYou: {
    steps: [
      'Cut affected computers off from the network (unplug the cable, turn off Wi-Fi). But do not switch them off, as they may hold evidence.',
      'Tell your IT or security team at once and follow the incident plan. Do not contact the criminals yourself.',
      'Protect backups: take them offline and check they are clean before restoring.',
      'Report the crime to SAPS. If personal information may have been accessed, the organisation must tell the Information Regulator and the people affected.',
      'Get expert help before any decision about paying. Paying funds crime and does not guarantee the data is returned or deleted.',
    ],
    southAfrica: [
      withHow(
        SAPS,
        'Open a case. Cyber extortion and interfering with computer systems are crimes under the Cybercrimes Act.',
      ),
      INFORMATION_REGULATOR,
      CYBERSECURITY_HUB,
    ],
    international: [
      withHow(IC3, 'Report ransomware that involves the United States.'),
      withHow(
        CISA,
        'The US cyber agency takes reports of cyber incidents and publishes ransomware guidance.',
      ),
    ],
  },
  glossary: [
    {
      term: 'Encryption',
      definition: 'Scrambling data so it can only be read with the right key.',
    },
    {
      term: 'Double extortion',
      definition:
        'Stealing data as well as locking it, then threatening to publish it unless the victim pays.',
    },
    {
      term: 'Ransomware-as-a-service',
      definition:
        'A model where one gang rents its ransomware to other criminals and takes a share of the ransoms.',
    },
    {
      term: 'Immutable backup',
      definition:
        'A backup copy that cannot be changed or deleted for a set time, even by an administrator.',
    },
  ],
  quiz: [
    {
      id: 'Ransomware-1',
      kind: 'knowledge',
      prompt: 'What is “double extortion” in a ransomware attack?',
      options: [
        {
          text: 'The gang asks for the ransom twice.',
          explanation: 'Some gangs do ask again, but that is not what the term means.',
          correct: false,
        },
        {
          text: 'The gang steals data and encrypts it, then threatens to publish it if the victim does not pay.',
          explanation:
            'Right. That is why backups alone cannot remove the pressure to pay: the leak threat remains.',
          correct: true,
        },
        {
          text: 'Two gangs attack the same victim at once.',
          explanation: 'That can happen, but it is not double extortion.',
          correct: false,
        },
      ],
    },
    {
      id: 'Ransomware-2',
      kind: 'scenario',
      prompt:
        'On Monday morning you find that files on the shared drive have a strange new ending and will not open. A text file called “READ_ME” asks for bitcoin. What should you do first?',
      options: [
        {
          text: 'Email the criminals to ask how much they want.',
          explanation:
            'Never contact the attackers yourself; that is a decision for the incident team.',
          correct: false,
        },
        {
          text: 'Restart your computer to see if the problem goes away.',
          explanation: 'Restarting can destroy evidence and will not undo encryption.',
          correct: false,
        },
        {
          text: 'Disconnect your computer from the network and report it to IT security at once.',
          explanation:
            'Right. Cutting the network connection limits the spread, and the security team can start the response plan.',
          correct: true,
        },
        {
          text: 'Copy the locked files to a USB stick to save them.',
          explanation: 'This can spread the infection and does not recover anything.',
          correct: false,
        },
      ],
    },
    {
      id: 'Ransomware-3',
      kind: 'knowledge',
      prompt: 'Why are nightly backups on the same network a weak defence?',
      options: [
        {
          text: 'Attackers hunt for backups and often encrypt or delete them too.',
          explanation:
            'Right. In a Sophos survey, 94% of victims said attackers tried to compromise their backups.',
          correct: true,
        },
        {
          text: 'Backups are illegal under POPIA.',
          explanation: 'Backups are allowed and encouraged, as long as they are protected.',
          correct: false,
        },
        {
          text: 'Nightly backups are too slow to make.',
          explanation: 'Speed is not the problem. Reachability by the attacker is.',
          correct: false,
        },
      ],
    },
    {
      id: 'Ransomware-4',
      kind: 'knowledge',
      prompt: 'What happened in the 2021 Transnet ransomware attack?',
      options: [
        {
          text: 'Transnet paid a large ransom and got its files back within an hour.',
          explanation: 'The minister said no ransom was paid.',
          correct: false,
        },
        {
          text: 'Only Transnet’s website was affected.',
          explanation: 'The attack hit IT systems that ports needed to track containers.',
          correct: false,
        },
        {
          text: 'Hackers emptied Transnet’s bank accounts.',
          explanation: 'The attack locked and claimed to steal data; it was not a bank theft.',
          correct: false,
        },
        {
          text: 'Container terminals had to declare force majeure and handle cargo by hand.',
          explanation:
            'Right. Key ports, including Durban, switched to manual work after the IT systems went down.',
          correct: true,
        },
      ],
    },
    {
      id: 'Ransomware-5',
      kind: 'knowledge',
      prompt: 'Which level of Regulated Automatic Backups gives the best protection in the game?',
      options: [
        {
          text: 'Nightly backups',
          explanation: 'Level 1 only stops about 40%, because attackers can reach these copies.',
          correct: false,
        },
        {
          text: 'Immutable offline backups',
          explanation:
            'Right. Copies that cannot be changed or deleted survive the attack; they stop about 85% in the game.',
          correct: true,
        },
        {
          text: 'Backups kept on each user’s desktop',
          explanation: 'These are encrypted along with everything else.',
          correct: false,
        },
      ],
    },
    {
      id: 'Ransomware-6',
      kind: 'scenario',
      prompt:
        'Your IT team sees that a remote-access tool was installed on a server at 02:00 by an account nobody recognises, and large files are leaving the network. No files are locked yet. What does this most likely mean?',
      options: [
        {
          text: 'A routine update that can wait until next week.',
          explanation:
            'Unapproved tools and data leaving at night are classic early signs of an attack.',
          correct: false,
        },
        {
          text: 'An attacker may be stealing data before launching ransomware, so respond now.',
          explanation:
            'Right. Gangs usually steal data and disable defences before they encrypt. Acting now can stop the worst.',
          correct: true,
        },
        {
          text: 'Nothing to worry about, because no files are encrypted.',
          explanation: 'Encryption is usually the last step; the attack is already under way.',
          correct: false,
        },
      ],
    },
    {
      id: 'Ransomware-7',
      kind: 'knowledge',
      prompt:
        'According to Verizon’s 2025 report, what share of ransomware victims refused to pay?',
      options: [
        {
          text: 'About 10%',
          explanation: 'The share was much higher.',
          correct: false,
        },
        {
          text: 'About 35%',
          explanation:
            '35% was the drop in total payments found by Chainalysis, not the refusal rate.',
          correct: false,
        },
        {
          text: '64%',
          explanation:
            'Right. Most victims refused, and the median ransom paid fell to US$115,000.',
          correct: true,
        },
        {
          text: '100%',
          explanation: 'Some victims still pay, which keeps the business going.',
          correct: false,
        },
      ],
    },
    {
      id: 'Ransomware-8',
      kind: 'knowledge',
      prompt: 'How does the Principle of Least Privilege help against ransomware?',
      options: [
        {
          text: 'It limits how far an attacker can spread with one stolen account.',
          explanation:
            'Right. If accounts only have the access their job needs, and admin rights are temporary, the damage stays smaller.',
          correct: true,
        },
        {
          text: 'It blocks all phishing emails.',
          explanation: 'That is the job of email filtering, and no filter blocks everything.',
          correct: false,
        },
        {
          text: 'It decrypts files after an attack.',
          explanation: 'It cannot undo encryption; it reduces how much gets hit.',
          correct: false,
        },
      ],
    },
    {
      id: 'Ransomware-9',
      kind: 'scenario',
      prompt:
        'Your bank’s customer database may have been copied during a ransomware attack. Under South African law, what must the bank do?',
      options: [
        {
          text: 'Nothing, if it restores the systems from backup.',
          explanation: 'Restoring systems does not undo the fact that data may have been accessed.',
          correct: false,
        },
        {
          text: 'Wait to see if the data appears online first.',
          explanation: 'Waiting delays the warning that customers need to protect themselves.',
          correct: false,
        },
        {
          text: 'Notify the Information Regulator through its eServices portal and tell the affected customers.',
          explanation:
            'Right. POPIA requires notice when personal information may have been accessed by someone unauthorised.',
          correct: true,
        },
      ],
    },
    {
      id: 'Ransomware-10',
      kind: 'knowledge',
      prompt: 'Why is paying the ransom risky even if the business is desperate?',
      options: [
        {
          text: 'Paying is the fastest and safest way to recover.',
          explanation: 'Decryption tools often fail or are slow, and there is no guarantee.',
          correct: false,
        },
        {
          text: 'It funds crime and does not guarantee the data is restored or deleted.',
          explanation:
            'Right. Criminals may keep or leak the data anyway, and payers can be targeted again.',
          correct: true,
        },
        {
          text: 'The ransom is always paid back by insurance.',
          explanation: 'Insurance cover varies and is not guaranteed.',
          correct: false,
        },
      ],
    },
  ],
  sources: [
    ic3Report2024,
    verizonDbir2025,
    verizonDbir2026,
    chainalysis2025,
    transnetNote,
    transnetNoRansom,
    sophosBackups,
  ],
};
