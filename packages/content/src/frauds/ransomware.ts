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
      prompt: 'What does “double extortion” mean in a ransomware attack?',
      options: [
        {
          text: 'The gang demands a second, larger ransom once the first payment has safely gone through.',
          explanation:
            'Some gangs do ask again, but the term means stealing the data as well as locking it, so the victim faces a leak as well as locked files.',
          correct: false,
        },
        {
          text: 'The gang keeps a copy first, so it can threaten to leak it if nobody pays.',
          explanation:
            'Stealing the data first gives the gang a second lever: even a victim who restores everything from backups still faces the threat of a leak.',
          correct: true,
        },
        {
          text: 'The gang and a second gang lock the same network, and each demands its own ransom.',
          explanation:
            'Two gangs can hit the same victim, but double extortion is one gang using two threats: locked files and a leak of the data it stole.',
          correct: false,
        },
        {
          text: 'The gang locks the files twice, so one decryption key can open only half of them.',
          explanation:
            'The second threat is not more encryption. It is the copy of the data the gang took before locking, which it threatens to publish.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt: 'A ransomware gang is said to use “double extortion”. What does that describe?',
          options: [
            {
              text: 'After the first payment clears, the gang comes back and asks for a bigger sum.',
            },
            {
              text: 'Thieves copy files out first, so exposure can be held over the victim too.',
            },
            {
              text: 'Two separate gangs encrypt the same network and each sends its own demand.',
            },
            {
              text: 'The files are encrypted twice over, and one key opens just half of them.',
            },
          ],
        },
      ],
    },
    {
      id: 'Ransomware-2',
      kind: 'scenario',
      prompt:
        'On Monday morning Lerato, a branch administrator at Karoo Mutual Bank, finds that files on the shared drive have a strange new ending and will not open. A note called READ_ME.txt asks for bitcoin. What should she do first?',
      options: [
        {
          text: 'Switch the PC off at the wall so that the encryption stops, then call IT security.',
          explanation:
            'Turning the PC off can destroy evidence that investigators need. Cut it off from the network instead, but leave it running.',
          correct: false,
        },
        {
          text: 'Restart the PC to clear the program from memory, then check the files again.',
          explanation:
            'A restart does not undo encryption and can wipe evidence held in memory, while the PC stays connected and the attack keeps spreading.',
          correct: false,
        },
        {
          text: 'Copy the files that still open to a USB stick before anything else is locked.',
          explanation:
            'A USB stick can carry the infection to another device, and the PC stays on the network while she copies, so the attack keeps spreading.',
          correct: false,
        },
        {
          text: 'Unplug it from the network but keep it powered, since IT will need to examine it.',
          explanation:
            'Cutting the network link limits the spread, and a PC that stays on keeps evidence. IT security can then start the incident plan.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'Early on Tuesday, Grant, a loans clerk at Fynbos Building Society, sees that his documents now end in “.lck9” and will not open. A file named HOW_TO_RECOVER.html demands cryptocurrency. What is his first step?',
          options: [
            {
              text: 'Pull the power plug so the encryption halts, then phone IT security.',
            },
            {
              text: 'Reboot the computer to flush the malware from memory, then check the files.',
            },
            {
              text: 'Back up the files that still open to a flash drive before more get locked.',
              explanation:
                'A flash drive can carry the infection to another device, and the computer stays on the network while he copies, so the attack keeps spreading.',
            },
            {
              text: 'Cut the computer’s cable and Wi-Fi link but leave it running for IT.',
            },
          ],
        },
      ],
    },
    {
      id: 'Ransomware-3',
      kind: 'knowledge',
      prompt: 'Why are nightly backups kept on the same network a weak defence against ransomware?',
      options: [
        {
          text: 'Restoring from a network backup takes weeks, so paying the gang is quicker in practice.',
          explanation:
            'Restoring takes effort, but a clean copy lets a victim restore instead of paying. The trouble is that copies on the network are often destroyed first.',
          correct: false,
        },
        {
          text: 'Gangs hunt down reachable copies and wipe them first, since backups spoil their plan.',
          explanation:
            'Gangs look for backups first. In a Sophos survey, 94% of victims said attackers tried to get at their backups, and 57% of those attempts worked.',
          correct: true,
        },
        {
          text: 'A copy made each night is too far out of date to be of real use after an attack.',
          explanation:
            'Losing a day of work is far better than paying. The real weakness is that an attacker inside the network can reach the copy and destroy it.',
          correct: false,
        },
        {
          text: 'Staff on the network can read the backups, which breaks data protection law.',
          explanation:
            'Protected backups are allowed and expected. The weakness is not who can read them but that an intruder on the same network can wipe them.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'A bank copies its data every night to a server on its main network. Why does this protect it poorly against ransomware?',
          options: [
            {
              text: 'Rebuilding from such copies takes weeks; paying is faster in practice.',
            },
            {
              text: 'Intruders seek out any copy within their grasp and wipe it before striking.',
            },
            {
              text: 'Yesterday’s copy is too stale to be of much help once an attack has happened.',
            },
            {
              text: 'Anyone on the network could read the copies, which goes against privacy law.',
            },
          ],
        },
      ],
    },
    {
      id: 'Ransomware-4',
      kind: 'knowledge',
      prompt: 'What happened at Transnet’s container ports after the July 2021 ransomware attack?',
      options: [
        {
          text: 'It paid the ransom, and its systems were running normally within an hour.',
          explanation:
            'The minister said no ransom was paid. Some normal activity came back within 24 to 36 hours thanks to manual workarounds, not a decryption key.',
          correct: false,
        },
        {
          text: 'Its public website went down for a day, but the ports carried on as normal.',
          explanation:
            'The attack took down the IT systems the ports relied on, so terminals including Durban had to fall back on handling cargo by hand.',
          correct: false,
        },
        {
          text: 'Terminals moved cargo manually, since a formal notice paused their contracts.',
          explanation:
            'With its IT systems down, Transnet told partners it could not meet its contracts and switched to manual work. Ransomware is a business-continuity problem, not just an IT one.',
          correct: true,
        },
        {
          text: 'Criminals emptied its bank accounts, but the IT systems kept on running.',
          explanation:
            'This was not a theft from bank accounts. The ransom note claimed the gang had encrypted files and taken about a terabyte of data.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Ransomware struck Transnet, South Africa’s state port and rail operator, in July 2021. What followed at its container terminals?',
          options: [
            {
              text: 'The company paid, and its systems were back to normal in about an hour.',
            },
            {
              text: 'Its website was offline for a day while cargo kept moving as usual.',
            },
            {
              text: 'Staff moved freight manually after a formal notice paused contract duties.',
            },
            {
              text: 'Criminals drained its bank accounts while its computers kept working normally.',
            },
          ],
        },
      ],
    },
    {
      id: 'Ransomware-6',
      kind: 'scenario',
      prompt:
        'At 02:00 on Saturday, IT at Highveld Cooperative Bank sees that an account nobody recognises has installed a remote-access tool on a file server. Large amounts of data are leaving the network. No files are locked yet. What does this most likely mean?',
      options: [
        {
          text: 'Check with suppliers on Monday whether one of them did weekend work.',
          explanation:
            'By Monday the data may be gone and the files locked. Large amounts of data leaving the network at odd hours is a warning sign that needs action now.',
          correct: false,
        },
        {
          text: 'The risk is probably low, because ransomware starts by locking the files.',
          explanation:
            'Encryption usually comes last, after the gang has stolen passwords, copied data and removed backups. By the time files lock, much of the damage is done.',
          correct: false,
        },
        {
          text: 'An attacker may be copying data out before encrypting it, and that calls for action now.',
          explanation:
            'Gangs move quietly, add tools and steal data before they encrypt. Unapproved tools and data leaving at odd hours are early signs, and acting now can stop the worst.',
          correct: true,
        },
        {
          text: 'Watch the traffic for another night to see whether it happens again.',
          explanation:
            'Another night gives an attacker time to finish copying and start the encryption. Data leaving the network at odd hours needs action now.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Late on a Sunday night, the security team at Amathole Savings Bank spots a new admin account that nobody approved, and a flood of data leaving for an unknown server. Nothing has been encrypted yet. How should this be read?',
          options: [
            {
              text: 'Ask the IT suppliers on Tuesday whether any of them worked over the weekend.',
              explanation:
                'By Tuesday the data may be gone and the files locked. Large amounts of data leaving the network at odd hours is a warning sign that needs action now.',
            },
            {
              text: 'Little danger yet, because ransomware begins by encrypting the files.',
            },
            {
              text: 'Theft may be under way before encryption, so act tonight.',
            },
            {
              text: 'Monitor the traffic for one more night to see if it repeats.',
            },
          ],
        },
      ],
    },
    {
      id: 'Ransomware-7',
      kind: 'knowledge',
      recallsFigure: true,
      prompt: 'In Verizon’s 2025 report, what share of ransomware victims refused to pay?',
      options: [
        {
          text: '44%',
          explanation:
            '44% is the share of breaches in which Verizon found ransomware that year, not the share of victims who refused to pay.',
          correct: false,
        },
        {
          text: '35%',
          explanation:
            '35% is how far the gangs’ takings fell in 2024 according to Chainalysis, as more victims refused. The refusal rate itself was higher.',
          correct: false,
        },
        {
          text: '94%',
          explanation:
            '94% comes from a Sophos survey: the share of victims who said attackers tried to break into their backups. It is not a refusal rate.',
          correct: false,
        },
        {
          text: '64%',
          explanation:
            'In the 2025 report 64% of victims refused to pay, and the median ransom paid fell to US$115,000. Refusing is the usual choice, not a rare stand.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'Verizon’s 2025 breach report looked at ransomware victims. Roughly what proportion of them declined to pay?',
          options: [
            {
              text: 'A little under half',
              explanation:
                'A little under half, 44%, is the share of breaches in which Verizon found ransomware that year, not the share of victims who refused to pay.',
            },
            {
              text: 'Around a third',
              explanation:
                'A fall of about a third, 35%, is how far the gangs’ takings dropped in 2024 according to Chainalysis, as more victims refused. The refusal rate itself was higher.',
            },
            {
              text: 'Over nine in ten',
              explanation:
                'Over nine in ten, 94%, comes from a Sophos survey: the share of victims who said attackers tried to break into their backups. It is not a refusal rate.',
            },
            {
              text: 'Nearly two in three',
              explanation:
                'In the 2025 report 64% of victims, nearly two in three, refused to pay, and the median ransom paid fell to US$115,000. Refusing is the usual choice, not a rare stand.',
            },
          ],
        },
      ],
    },
    {
      id: 'Ransomware-8',
      kind: 'knowledge',
      prompt: 'How does the principle of least privilege help against ransomware?',
      options: [
        {
          text: 'It blocks booby-trapped attachments before they reach staff.',
          explanation:
            'Blocking attachments is the job of [email filtering](/defenses/EmailFiltering). Least privilege works after a break-in, by limiting what a stolen account can reach.',
          correct: false,
        },
        {
          text: 'It keeps a second copy of each file where the gang cannot reach it.',
          explanation:
            'Keeping copies is the job of [backups](/defenses/RegulatedAutoBackup). Least privilege limits access rights; it does not store any files.',
          correct: false,
        },
        {
          text: 'It means one stolen login unlocks a small part of the network.',
          explanation:
            'When accounts hold just the access their job needs, and admin rights are granted for a short task, one stolen password reaches far less of the network.',
          correct: true,
        },
        {
          text: 'It lets IT unlock the encrypted files without paying for the key.',
          explanation:
            'No access rule can reverse encryption. Least privilege reduces how much gets hit; it does not undo the damage afterwards.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt: 'Why does the principle of least privilege reduce the harm ransomware can do?',
          options: [
            {
              text: 'It stops attachments carrying malware from reaching anyone’s inbox.',
            },
            {
              text: 'It stores spare copies of files somewhere out of the gang’s reach.',
            },
            {
              text: 'It means a hijacked login reaches a narrow slice of systems.',
            },
            {
              text: 'It allows IT to decrypt the locked files without buying the key.',
            },
          ],
        },
      ],
    },
    {
      id: 'Ransomware-10',
      kind: 'knowledge',
      prompt: 'Which statement about paying a ransom is accurate?',
      options: [
        {
          text: 'Once paid, the gang is bound by its own rules to delete the stolen copy.',
          explanation:
            'Gangs make promises, but nobody can enforce them. A victim who pays has no way to check that the stolen data was deleted.',
          correct: false,
        },
        {
          text: 'It funds criminals, who may keep or leak the data even after they are paid.',
          explanation:
            'Paying rewards the gang, and there is no promise it will keep its word. That is why expert help should come before any decision about paying.',
          correct: true,
        },
        {
          text: 'Paying is the quickest, surest way to get the locked files back unharmed.',
          explanation:
            'A key is no promise of a clean recovery, and the gang still holds the stolen data. Tested backups let a victim restore on its own terms.',
          correct: false,
        },
        {
          text: 'Most victims pay in the end, so refusing puts a bank far behind its peers.',
          explanation:
            'Most victims now refuse: Verizon found that 64% refused in its 2025 report and 69% in its 2026 report.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt: 'A bank is weighing whether to pay a ransom. Which of these claims holds up?',
          options: [
            {
              text: 'After payment, the gang’s own code of honour obliges it to erase the stolen data.',
            },
            {
              text: 'Payment bankrolls crooks, who may still keep or release what they took.',
            },
            {
              text: 'Paying is the fastest and most reliable route to getting files back intact.',
            },
            {
              text: 'Most organisations end up paying, and refusing leaves a bank out of step.',
            },
          ],
        },
      ],
    },
    {
      id: 'Ransomware-11',
      kind: 'scenario',
      prompt:
        'Kagiso, the operations manager at Tswelopele Bank, must choose one of four backup plans offered by the IT supplier. Which plan gives the bank the best chance of recovering from ransomware without paying?',
      options: [
        {
          text: 'Copies made nightly to a second file server in the same data centre, on the main network.',
          explanation:
            'A server on the same network is within the attacker’s reach. Gangs look for backups and destroy them before they start encrypting.',
          correct: false,
        },
        {
          text: 'Copies synced within minutes to a shared cloud folder that staff can open as usual.',
          explanation:
            'A folder that syncs within minutes can copy the locked files too, and any staff account that can open it can be used to delete it.',
          correct: false,
        },
        {
          text: 'Copies held offline and locked against edits for a while, with restores tested.',
          explanation:
            'Immutable offline copies survive when the gang hunts for backups, and testing proves they can be restored. This plan lets the bank restore instead of paying.',
          correct: true,
        },
        {
          text: 'Copies on each staff member’s own PC, spread over many machines.',
          explanation:
            'PCs on the network are locked along with everything else. Spreading copies over them still leaves no copy the gang cannot reach.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Thandi, chief operating officer at Umzimvubu Bank, is comparing four backup proposals from an IT vendor. Which one best lets the bank recover from a ransomware attack without paying?',
          options: [
            {
              text: 'Back up nightly to a second server in the same data centre, on the main network.',
            },
            {
              text: 'Keep copies in a shared cloud folder, synced within minutes, that staff can open.',
            },
            {
              text: 'Hold copies off-site and write-protected for a time, and rehearse restores.',
            },
            {
              text: 'Keep a copy on each employee’s own computer, spread across many machines.',
            },
          ],
        },
      ],
    },
    {
      id: 'Ransomware-12',
      kind: 'scenario',
      prompt:
        'Two days after an attack at Bayside Savings, IT has cut off the infected machines. The team lead wants to restore last week’s backup to the live network at once, to get branches working. What should come first?',
      options: [
        {
          text: 'Take the copies offline and scan them first, since gangs target backups.',
          explanation:
            'The attackers may have been inside for a while, so a backup can hold their tools. Checking the copies offline first stops the bank from restoring the attack along with the data.',
          correct: true,
        },
        {
          text: 'Restore at once, since having branches offline costs more than other risks.',
          explanation:
            'Speed matters, but restoring an infected copy can restart the attack. Protecting the backups and checking them comes before putting them back.',
          correct: false,
        },
        {
          text: 'Pick the newest copy first, as older backups are likely to be infected.',
          explanation:
            'Age does not show whether a copy is clean. The intruder may have been in the network before the newest copy was made, so each copy must be checked.',
          correct: false,
        },
        {
          text: 'Ask the gang for a free test key, to find out which files the backup missed.',
          explanation:
            'Staff should not contact the criminals; that decision belongs to the incident team with expert help. It also does nothing to check the backups.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Three days into an incident at Yellowwood Savings Bank, the infected servers are isolated. The head of operations wants last Friday’s backup loaded onto the live network right away so that branches can reopen. What should happen first?',
          options: [
            {
              text: 'Quarantine the copies and scan them, as intruders may have left tools inside.',
            },
            {
              text: 'Restore right away, because keeping branches closed costs more than any other risk.',
            },
            {
              text: 'Use the most recent backup, as older copies are the ones more likely to be infected.',
            },
            {
              text: 'Ask the criminals for a free trial key to see which files the backup lacks.',
            },
          ],
        },
      ],
    },
    {
      id: 'Ransomware-13',
      kind: 'scenario',
      prompt:
        'Nomsa, head of IT at Lowveld Bank, restored the systems from immutable backups after an attack. The gang now emails: pay, or we publish the 40,000 customer records we copied. A director says the backups have solved the problem. What is true?',
      options: [
        {
          text: 'The threat is empty now that the records are restored from clean backups.',
          explanation:
            'Restoring puts the bank’s files back, but the gang still holds its own copy. The threat to publish it is real.',
          correct: false,
        },
        {
          text: 'The immutable backups also keep the stolen copy sealed, so the gang cannot read it.',
          explanation:
            'An immutable backup protects the bank’s copy from change. It has no effect on data the gang has already copied to its own servers.',
          correct: false,
        },
        {
          text: 'The gang will delete its copy once it sees that the bank has recovered by itself.',
          explanation:
            'If a victim refuses to pay, gangs may publish the data on a leak site. Recovering from backups does not make them give up the copy.',
          correct: false,
        },
        {
          text: 'The backups restored the files, yet the gang still holds the stolen copy.',
          explanation:
            'This is double extortion. Restoring solves the locked files; the stolen data is a separate harm, so the incident plan, reporting and care for customers still apply.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'Themba, IT director at Drakensberg Mutual, has brought the systems back from immutable backups after an attack. The gang then writes: pay, or 25,000 client files go online. The chief executive believes the backups have dealt with it. Which statement is correct?',
          options: [
            {
              text: 'No threat is left once the records are back from clean backups.',
            },
            {
              text: 'Immutable backups lock the stolen copy too, so the gang is unable to open it.',
            },
            {
              text: 'Once the gang sees the bank recovered unaided, it will delete its copy.',
            },
            {
              text: 'The files are back, but the thieves kept their own copy, so the risk stays.',
            },
          ],
        },
      ],
    },
    {
      id: 'Ransomware-14',
      kind: 'scenario',
      prompt:
        'Pieter, a branch manager at Rand Mutual Bank, finds a ransom note on his screen with a link to a chat site. It offers a 50% discount if someone makes contact within two hours. What should he do?',
      options: [
        {
          text: 'Open the chat to learn the price, so the bank can decide with the facts.',
          explanation:
            'Contact with the gang is a decision for the incident team and its expert advisers. A branch manager acting alone can weaken the bank’s position.',
          correct: false,
        },
        {
          text: 'Keep out of the chat and pass the note to IT security immediately.',
          explanation:
            'Staff should not contact the criminals themselves. The incident team, with expert help, decides what happens next, and the deadline is there to rush people.',
          correct: true,
        },
        {
          text: 'Reply to ask for more time, so that the bank does not lose the discount.',
          explanation:
            'Replying is contact with the criminals, which staff should leave to the incident team. The discount deadline exists to rush people into mistakes.',
          correct: false,
        },
        {
          text: 'Ask the gang for proof that it holds the data before telling anyone.',
          explanation:
            'Asking for proof is still contacting the gang. Report first: the incident team and its experts handle any exchange with the attackers.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Zanele, who runs the Mthatha branch of Weaverbird Bank, sees a ransom message on her screen with a link to a negotiation portal. It promises to halve the price if someone gets in touch within 90 minutes. What should she do?',
          options: [
            {
              text: 'Open the portal to check the price and give the bank the facts.',
            },
            {
              text: 'Stay off the portal and give the message to IT security now.',
            },
            {
              text: 'Write back asking for an extension to keep the lower price.',
            },
            {
              text: 'Demand proof that the gang has the data before alerting anyone.',
            },
          ],
        },
      ],
    },
    {
      id: 'Ransomware-15',
      kind: 'scenario',
      prompt:
        'While Thabo at Cape Coastal Bank is reading a supplier’s website, a pop-up says his PDF reader is out of date and offers an update file to download and run. What is the safest response?',
      options: [
        {
          text: 'Install it, since keeping software up to date is a basic security habit.',
          explanation:
            'Updates matter, but they should come through IT or the maker, not a pop-up. Gangs disguise their first program as an update for exactly this reason.',
          correct: false,
        },
        {
          text: 'Run it, then do a virus scan straight after to check that it is clean.',
          explanation:
            'Once the file runs, the attacker may already have a foothold, and gangs switch off security tools. A scan afterwards comes too late.',
          correct: false,
        },
        {
          text: 'Close the pop-up without running the update, and tell IT, who handle updates.',
          explanation:
            'A fake software update that asks you to install something is a known warning sign of ransomware. Real updates reach staff through IT, not a pop-up on a website.',
          correct: true,
        },
        {
          text: 'Download the file but wait a day before opening it, to see if others complain.',
          explanation:
            'Waiting does not make the file safe, and keeping it on the PC leaves a trap for later. Tell IT and do not open it.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Naledi, a compliance officer at Seaview Bank, is browsing an industry news site when a pop-up banner claims her browser is outdated and offers a “critical update” to download and install. What is the safest response?',
          options: [
            {
              text: 'Install it, as staying up to date is basic good security.',
            },
            {
              text: 'Install it, then scan the computer straight away to make sure it is clean.',
            },
            {
              text: 'Dismiss the banner unopened and tell IT, since updates come through them.',
            },
            {
              text: 'Save the file but leave it a day before opening, in case colleagues report problems.',
            },
          ],
        },
      ],
    },
    {
      id: 'Ransomware-16',
      kind: 'knowledge',
      prompt: 'What is “ransomware-as-a-service”?',
      options: [
        {
          text: 'A security firm’s service that negotiates the ransom on behalf of a victim business.',
          explanation:
            'Negotiators exist, but the term describes how criminals organise. It means a gang renting out its malware to affiliates for a share.',
          correct: false,
        },
        {
          text: 'A policy from an insurer that pays a ransom for a business in return for a premium.',
          explanation:
            'Insurance is a separate matter. Ransomware-as-a-service is a criminal model in which one gang rents its tools to others.',
          correct: false,
        },
        {
          text: 'A cloud service that backs up files so they can be restored after an attack.',
          explanation:
            'The name sounds like a cloud product, but it describes criminals renting ransomware to other criminals, not a recovery service.',
          correct: false,
        },
        {
          text: 'A gang leasing its malware out in return for a cut of each payment',
          explanation:
            'Ransomware is run like a business: some groups write the malware and rent it to affiliates who do the break-ins, in return for a share of the takings.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'Security reports describe some gangs as offering ransomware-as-a-service. What does the term mean?',
          options: [
            {
              text: 'A negotiating service a security company offers victims who must deal with a gang.',
            },
            {
              text: 'Insurance that covers a firm’s ransom payment in exchange for a yearly premium.',
            },
            {
              text: 'A cloud backup product that lets firms restore their files after an attack.',
            },
            {
              text: 'Malware authors lease their kit to partner crooks for a cut of each ransom.',
            },
          ],
        },
      ],
    },
    {
      id: 'Ransomware-17',
      kind: 'scenario',
      prompt:
        'Ayanda runs Mzansi IT Support, a 12-person firm that looks after the servers of three banks. She says: “We are too small for ransomware gangs to bother with.” What does the evidence say?',
      options: [
        {
          text: 'Gangs chase large firms that can pay big ransoms, so her own firm’s risk is low.',
          explanation:
            'Small firms are hit more often, not less: in Verizon’s 2025 report ransomware was in 88% of breaches at smaller firms, against 39% at large ones.',
          correct: false,
        },
        {
          text: 'Small firms are hit often, and a supplier can be the way into the banks it serves.',
          explanation:
            'Smaller firms often have thinner defences. Attackers also go after a bank’s IT suppliers, because one break-in can reach many customers.',
          correct: true,
        },
        {
          text: 'Small firms are safe from gangs if they hold no customer data of their own.',
          explanation:
            'A firm that looks after bank servers is valuable for its access alone. Attackers target IT suppliers because one break-in can reach many clients.',
          correct: false,
        },
        {
          text: 'The banks carry the risk for their suppliers, so her firm is covered by them.',
          explanation:
            'A supplier’s weak defences become the bank’s problem too, and the supplier still suffers the attack. Gangs target suppliers because their access reaches several banks.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Johan runs Bluecrane Tech, a nine-person company that manages the networks of two banks. He tells his staff: “Gangs won’t waste time on a firm our size.” What does the evidence show?',
          options: [
            {
              text: 'Gangs go after big companies able to pay large sums; his firm’s risk is small.',
            },
            {
              text: 'Small outfits are hit often, and a supplier may be the route into its banks.',
            },
            {
              text: 'A small firm that keeps no customer data of its own is safe from gangs.',
            },
            {
              text: 'The banks check their suppliers’ security and carry that risk for his firm.',
            },
          ],
        },
      ],
    },
    {
      id: 'Ransomware-18',
      kind: 'scenario',
      prompt:
        'After a ransomware attack at Garden Route Bank, the IT team has restored the systems. A manager says there is no need to involve the police, because it was just a computer problem. What is the right view?',
      options: [
        {
          text: 'Police get involved when cash is taken from accounts, which did not happen.',
          explanation:
            'No money needs to leave an account for a crime to have happened. Locking systems and demanding payment is cyber extortion.',
          correct: false,
        },
        {
          text: 'Reporting can wait until the gang publishes data.',
          explanation:
            'The crime has already happened once systems are attacked and a ransom is demanded. Waiting for a leak only delays the investigation.',
          correct: false,
        },
        {
          text: 'The maker of the infected software must report it, not the bank.',
          explanation:
            'The bank is the victim and should report the crime itself. Who made the software does not change who was attacked and extorted.',
          correct: false,
        },
        {
          text: 'Go to the police: extorting a company online is a crime in South Africa.',
          explanation:
            'Ransomware is a crime, not just an outage. Cyber extortion and interfering with computer systems are offences under the Cybercrimes Act, so the bank should open a case.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'Once Limpopo Savings had recovered its systems from a ransomware attack, its chief financial officer argued that calling in the police was pointless, since only the computers had been affected. What is the right view?',
          options: [
            {
              text: 'Police step in when money is taken from accounts, and no money was taken here.',
            },
            {
              text: 'A report can wait until the gang leaks some data.',
            },
            {
              text: 'The software vendor whose product was infected should report it instead.',
            },
            {
              text: 'Lay a charge with SAPS: online extortion of a firm is an offence here.',
            },
          ],
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
