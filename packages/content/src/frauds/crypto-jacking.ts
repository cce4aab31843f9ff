import { CISA, CYBERSECURITY_HUB, NCSC_UK, SAPS, withHow } from '../reporting-channels';
import type { FraudContent } from '../types';

const europolUkraine = {
  title:
    'Cryptojacker arrested in Ukraine over EUR 1.8 million mining scheme (Europol press release, 12 January 2024, as republished)',
  publisher: 'Europol, via IEU Monitoring',
  year: 2024,
  url: 'https://ieu-monitoring.com/editorial/europol-cryptojacker-arrested-in-ukraine-over-e1-8m-mining-scheme/425539',
};

const sonicwall2024 = {
  title:
    'Latest Threat Intelligence Navigates the Relentless Surge in Cybercrime (2024 SonicWall Cyber Threat Report)',
  publisher: 'SonicWall',
  year: 2024,
  url: 'https://blog.sonicwall.com/en-us/category/managed-security-services/',
};

const sonicwallMid2024 = {
  title:
    'SonicWall Report Details Exponential Increase in Overall Cyberattacks; Reveals Potential Revenue Risk for Businesses (press release)',
  publisher: 'SonicWall, via Media OutReach Newswire',
  year: 2024,
  url: 'https://www.lhrtimes.com/2024/07/29/sonicwall-report-details-exponential-increase-in-overall-cyberattacks-reveals-potential-revenue-risk-for-businesses/',
};

export const fraud: FraudContent = {
  id: 'CryptoJacking',
  summary:
    "Cryptojacking is the secret use of someone else's computers, servers or cloud accounts to mine cryptocurrency, leaving the victim with the bills and slower systems.",
  whatItIs: [
    "Mining cryptocurrency means running heavy calculations to earn new coins. It needs a lot of computing power and electricity. Cryptojackers avoid those costs by hijacking other people's machines: office PCs, servers, cloud accounts or the browsers of people visiting a website. They keep the coins, and the victim pays for the power, the cloud bill and the wear on the hardware.",
    'Cryptojacking is often seen as a nuisance because it rarely steals data directly. That is a mistake. The attacker got in somehow, through a stolen password, an unpatched server or a leaked cloud key, and the same door can be used for data theft or ransomware. A miner on a bank server is a sign of a wider security failure.',
  ],
  howItWorks: [
    'The attacker finds a way in: a leaked cloud access key, a weak or stolen password, an unpatched server, or a website they can add a mining script to.',
    'They install mining software or, in the cloud, start new virtual machines to run it.',
    'They hide it by giving the miner a system-like name, limiting how much processor power it uses, or running it only at night.',
    'They make it survive restarts with scheduled tasks, and some remove rival miners.',
    "The miner sends its work to a mining pool, which pays the coins into the attacker's wallet.",
    'The victim notices only when systems slow down, hardware overheats or a huge cloud bill arrives.',
  ],
  warningSigns: [
    'Processors stuck near 100%, loud fans and slow or hot devices, even when nobody is working.',
    'A sudden jump in the cloud bill, or new virtual machines in regions your bank does not use.',
    'Network connections to known mining pools, often using the "stratum" mining protocol.',
    'Unknown processes, containers or scheduled tasks that come back after being stopped.',
    'Cloud access keys used from unfamiliar places, or new cloud users and keys that nobody created.',
    'A computer that heats up whenever a certain website is open, a sign of mining in the browser.',
  ],
  realCase: {
    title: 'Cloud cryptojacker arrested after a tip from a cloud provider',
    where: 'Ukraine, 2024',
    whatHappened: [
      'On 9 January 2024 Ukrainian police, supported by Europol, arrested a 29-year-old man in Mykolaiv and searched three properties. He is suspected of running a large cryptojacking scheme by gaining unauthorised access to cloud computing accounts and using their power to mine cryptocurrency. Europol said he is believed to have mined more than US$2 million (about €1.8 million).',
      "The case started a year earlier, in January 2023, when a cloud provider told Europol that some of its customers' accounts had been compromised. Europol passed the information to Ukraine, and the three partners worked together for months. Europol pointed out who really paid: the owners of the hijacked accounts were left with huge cloud bills, while the criminal avoided the cost of servers and power.",
    ],
    source: europolUkraine,
  },
  statistics: [
    {
      text: 'SonicWall saw cryptojacking attempts rise 659% in 2023, a record year. All malware rose 11%, to 6.1 billion attempts.',
      year: 2023,
      source: sonicwall2024,
    },
    {
      text: 'In the first half of 2024 SonicWall saw cryptojacking drop by about 60% after that record year. India saw a 409% rise. Criminals switch tactics quickly.',
      year: 2024,
      source: sonicwallMid2024,
    },
  ],
  whoIsTargeted: [
    'Cryptojackers want free computing power, so they go after whatever is easiest to reach: cloud accounts with leaked keys, servers with known flaws, and websites they can inject with mining scripts. Banks with growing cloud use are attractive, because one leaked key can unlock powerful machines and a very large bill.',
    "Home users are hit too, through infected downloads or websites that mine in the visitor's browser. For them the damage is a slower computer, a higher electricity bill and a shorter battery life.",
  ],
  howToDefend: [
    '[Network Monitoring](/defenses/NetworkMonitoring) is very effective here, because mining is noisy. It burns processor time for hours and keeps talking to mining pools. Central logging with alerts on processor use, cloud spend and connections to known pools catches most cases. A 24/7 security operations centre reacts faster, and behavioural anomaly detection spots miners that throttle themselves to hide. At the top level, very little mining goes unnoticed for long.',
    '[Keep Systems Updated](/defenses/KeepUpdated) closes many of the doors cryptojackers use, such as unpatched web servers, container platforms and content management systems. It helps less when the way in is a stolen password or a leaked cloud key, so its effect is moderate.',
    'Other good habits outside the game: never keep cloud keys in code, and protect cloud consoles with multi-factor authentication. Set budget alerts and limits on cloud accounts, and block traffic out to mining pools.',
  ],
  ifItHappensToYou: {
    steps: [
      'Stop the mining: isolate the affected machines, or shut down the rogue virtual machines and containers.',
      'Find out how the attacker got in, and revoke or replace every exposed password and cloud access key.',
      'Check whether data was accessed or other malware was installed, because the same door can serve a worse attack.',
      "Contact your cloud provider's support or abuse team about the fraudulent use and charges.",
      'Patch the flaw that was used and add alerts for processor use, cloud spend and mining-pool traffic.',
      'Report the crime, because unauthorised access to a computer system is an offence under the Cybercrimes Act.',
    ],
    southAfrica: [
      withHow(
        SAPS,
        'Open a case of unlawful access under the Cybercrimes Act and ask for it to go to a cybercrime unit.',
      ),
      CYBERSECURITY_HUB,
    ],
    international: [CISA, NCSC_UK],
  },
  glossary: [
    {
      term: 'Cryptocurrency mining',
      definition:
        'Running heavy calculations that secure a cryptocurrency network, in return for new coins.',
    },
    {
      term: 'Mining pool',
      definition:
        'A service that combines the work of many miners and shares out the coins they earn.',
    },
    {
      term: 'Cloud access key',
      definition:
        'A secret code that lets software control a cloud account. If it leaks, anyone can use the account.',
    },
    {
      term: 'Stratum',
      definition: 'The network protocol that miners commonly use to talk to a mining pool.',
    },
  ],
  quiz: [
    {
      id: 'CryptoJacking-1',
      kind: 'knowledge',
      prompt: "What does a cryptojacker want from a bank's computers?",
      options: [
        {
          text: 'Customer data, to sell on once the attacker has found a way in.',
          explanation:
            'Cryptojacking rarely steals data directly; it uses the processor. The same way in could later serve data theft, which is why a miner is a warning.',
          correct: false,
        },
        {
          text: "Their processing power, so they earn coins on someone else's bill.",
          explanation:
            "Mining needs a lot of computing power and electricity. Cryptojackers hijack other people's machines, keep the coins and leave the victim with the bills.",
          correct: true,
        },
        {
          text: 'Locked files, with a ransom to pay to get its records back again.',
          explanation:
            'Locking files for a ransom is [ransomware](/frauds/Ransomware). A cryptojacker wants the machines to keep running, quietly, for as long as possible.',
          correct: false,
        },
        {
          text: "Downtime, so that customers cannot reach the bank's website or its app.",
          explanation:
            'Knocking services offline is a [DDoS attack](/frauds/Ddos). A miner wants to stay hidden, so it avoids causing obvious outages.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt: "When criminals plant a cryptominer on a company's servers, what are they after?",
          options: [
            { text: 'Client records that they can sell once they have broken in.' },
            { text: "Spare computing muscle to make coins at somebody else's expense." },
            { text: 'Encrypted files that the firm must pay a ransom to unlock.' },
            { text: "An outage that keeps clients away from the firm's website and app." },
          ],
        },
      ],
    },
    {
      id: 'CryptoJacking-2',
      kind: 'knowledge',
      prompt:
        'In the cloud cryptojacking case Europol described in 2024, who was left paying for the mining?',
      options: [
        {
          text: 'The suspect, who had rented the cloud servers in his own name to mine.',
          explanation:
            "He is suspected of getting into other people's cloud accounts so that he would not pay. Using someone else's power is the whole scheme.",
          correct: false,
        },
        {
          text: 'The cloud provider, which wrote off the cost of the stolen computing.',
          explanation:
            'The provider raised the alarm with Europol, but it did not carry the cost: the owners of the hijacked accounts were left with the bills.',
          correct: false,
        },
        {
          text: 'The mining pool, which had to refund the coins once the fraud came out.',
          explanation:
            "A mining pool pays coins into the attacker's wallet, and nothing in the case says it refunded anything. The account owners carried the cost.",
          correct: false,
        },
        {
          text: 'The firms whose accounts were hijacked, through their cloud bills.',
          explanation:
            'Europol pointed out that the account owners were left with huge cloud bills, while the criminal avoided the cost of servers and power.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            "Europol's 2024 account of a cloud cryptojacking suspect arrested in Ukraine said who ended up carrying the cost of the mining. Who was it?",
          options: [
            { text: 'The suspect himself, who had hired cloud servers under his own name.' },
            { text: 'The cloud company, which absorbed the cost of the hijacked computing.' },
            { text: 'The mining pool, which paid back the coins when the scheme was exposed.' },
            { text: 'The firms whose accounts were taken over, via their invoices.' },
          ],
        },
      ],
    },
    {
      id: 'CryptoJacking-3',
      kind: 'scenario',
      prompt:
        "Kestrel Bank's monthly cloud bill jumps from R40,000 to R900,000. The cloud team finds 200 new virtual machines in a region the bank does not use. What is the most likely cause?",
      options: [
        {
          text: "A criminal mining on the bank's account, since a login or key has leaked.",
          explanation:
            'A sudden jump in the bill and new machines in unused regions are classic warning signs. Attackers with a leaked key start new virtual machines to mine.',
          correct: true,
        },
        {
          text: 'A normal growth spurt, as cloud providers move workloads to cheaper regions.',
          explanation:
            'Providers do not quietly start 200 machines in a region the bank never chose. New machines that nobody asked for point to an intruder.',
          correct: false,
        },
        {
          text: "A DDoS attack on the bank's website that forced the cloud to add machines.",
          explanation:
            'A flood of traffic does not create virtual machines in unused regions. Someone with access to the account started them.',
          correct: false,
        },
        {
          text: 'A billing error at the cloud provider that will correct itself next month.',
          explanation:
            'Treating it as a billing error wastes time while the miners keep running. The new machines are real and need shutting down.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Over one month, Marula Bank's cloud invoice climbs from about R55,000 to R1.2 million, and engineers spot 150 virtual machines running in an overseas region the bank has never used. What best explains it?",
          options: [
            { text: "An intruder mining at the bank's cost with a stolen login or key." },
            {
              text: 'Ordinary growth: providers shift workloads to cheaper regions.',
              explanation:
                'Providers do not quietly start 150 machines in a region the bank never chose. Machines that nobody asked for point to an intruder.',
            },
            { text: "A DDoS flood on the bank's site that made the cloud add machines." },
            { text: 'A provider billing mistake that will sort itself out next month.' },
          ],
        },
      ],
    },
    {
      id: 'CryptoJacking-4',
      kind: 'knowledge',
      prompt: 'Why does network monitoring catch most cryptojacking?',
      options: [
        {
          text: 'Monitoring relies on crashes, as miners tend to bring machines down quickly.',
          explanation:
            'Cryptojackers do the opposite: they limit processor use to stay hidden. A miner that crashed machines would be removed fast.',
          correct: false,
        },
        {
          text: "Monitoring tools can trace the coins to the attacker's wallet and freeze them.",
          explanation:
            "Monitoring watches the bank's own systems. It cannot freeze coins in a criminal's wallet.",
          correct: false,
        },
        {
          text: 'Monitoring sees processors busy for hours and calls out to pools of miners.',
          explanation:
            'Mining keeps the processor busy for hours and keeps connecting to mining pools. Alerts on processor use, cloud spend and pool connections catch most cases.',
          correct: true,
        },
        {
          text: 'Monitoring blocks the phishing emails that cryptojackers use to get in.',
          explanation:
            'Blocking phishing emails is a job for email filtering. [Network Monitoring](/defenses/NetworkMonitoring) watches processor use, spend and traffic to mining pools.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt: 'What makes cryptojacking fairly easy for good network monitoring to spot?',
          options: [
            {
              text: 'Miners tend to crash machines quickly, and the monitoring notices the crashes.',
            },
            { text: "Monitoring can follow the coins to the criminal's wallet and lock them." },
            {
              text: 'Hours of heavy processor load plus steady traffic to pool servers stand out.',
            },
            { text: 'Monitoring stops the phishing emails that miners use as their way in.' },
          ],
        },
      ],
    },
    {
      id: 'CryptoJacking-5',
      kind: 'knowledge',
      prompt:
        'Why should a bank treat a miner found on a server as serious, even if no data seems to be stolen?',
      options: [
        {
          text: 'The intruders who got in to mine could take data or lock files too.',
          explanation:
            'The attacker got in somehow, through a stolen password, an unpatched server or a leaked key. The same door can serve a worse attack, so a miner signals a wider security failure.',
          correct: true,
        },
        {
          text: 'Mining wears out processors so fast that the server must be replaced.',
          explanation:
            "Mining adds wear, but the page's main worry is the way in, which the same attacker or another could use for something worse.",
          correct: false,
        },
        {
          text: 'The bank may be taxed on the coins that were mined on its hardware.',
          explanation:
            "The coins go to the attacker's wallet, not to the bank. The real concern is the security gap the attacker used.",
          correct: false,
        },
        {
          text: 'Mining software copies customer records to the mining pool as it works.',
          explanation:
            'A miner sends its work to a pool, not customer records. Data theft is a risk because the attacker has a way in.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "A miner turns up on one of a bank's servers, and nothing suggests any data was taken. Why must the bank still treat it as a serious incident?",
          options: [
            { text: 'Whoever planted it got inside and could steal or encrypt data next.' },
            {
              text: 'Mining wears out the processors so fast that the server needs replacing.',
              explanation:
                'Mining adds some wear, but the bigger worry is the way in, which the same attacker or another could use for something worse.',
            },
            { text: 'The tax office may tax the bank on coins mined with its hardware.' },
            { text: 'Mining software sends customer records to the pool while it works.' },
          ],
        },
      ],
    },
    {
      id: 'CryptoJacking-6',
      kind: 'scenario',
      prompt:
        'Themba at the branch says his laptop fan roars and the browser crawls whenever a free streaming site is open. Everything calms down as soon as he closes that tab. What is most likely happening?',
      options: [
        {
          text: 'The videos stream in high quality, which makes any laptop run hot.',
          explanation:
            'Normal video playback does not keep processors pinned and fans roaring. The link to one site points to a mining script.',
          correct: false,
        },
        {
          text: 'The laptop needs a virus scan because the site has copied his saved files.',
          explanation:
            'Mining in the browser uses the processor; it does not copy files. The sign is heat and slowness tied to one open tab.',
          correct: false,
        },
        {
          text: 'The site runs a script that borrows his processor, so the laptop heats up.',
          explanation:
            'A computer that heats up whenever a certain website is open is a sign of mining in the browser. The script stops when the tab closes.',
          correct: true,
        },
        {
          text: 'The site is loading adverts that slow the connection down at peak time.',
          explanation:
            'Slow adverts affect loading speed, not fan noise and heat. Heavy processor use tied to one site is the sign of a miner.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Whenever Chantal in the call centre opens a particular free sports-streaming website, her PC's fan screams and everything slows down. Both stop the moment she closes that tab. What is the most likely explanation?",
          options: [
            { text: 'Streaming in high definition makes any computer run this hot.' },
            { text: 'The site has been copying her saved files, and a virus scan is needed.' },
            { text: 'A script on that page is borrowing her processor to make coins.' },
            { text: 'Adverts on the site are slowing the connection at busy times.' },
          ],
        },
      ],
    },
    {
      id: 'CryptoJacking-7',
      kind: 'knowledge',
      recallsFigure: true,
      prompt: 'What did SonicWall report about cryptojacking attempts in 2023?',
      options: [
        {
          text: 'They fell 60% after criminals moved to ransomware.',
          explanation:
            'The drop of about 60% came in the first half of 2024, after the record year of 2023.',
          correct: false,
        },
        {
          text: 'They rose 11%, in line with malware overall.',
          explanation:
            'An 11% rise was the figure for all malware in 2023. Cryptojacking rose far faster, by 659%.',
          correct: false,
        },
        {
          text: 'They rose 409%, driven mostly by attacks in India.',
          explanation:
            "The 409% rise was India's figure for the first half of 2024, not the 2023 total for cryptojacking.",
          correct: false,
        },
        {
          text: 'They rose 659%, more than in any earlier year.',
          explanation:
            'SonicWall saw cryptojacking attempts rise 659% in 2023, a record year, while malware as a whole rose 11%.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'According to SonicWall, how did the number of cryptojacking attempts change during 2023?',
          options: [
            { text: 'A 60% fall as criminals switched to ransomware' },
            { text: 'An 11% rise, matching malware as a whole' },
            { text: 'A 409% rise, led mainly by attacks in India' },
            { text: 'A 659% rise, the highest of any year so far' },
          ],
        },
      ],
    },
    {
      id: 'CryptoJacking-8',
      kind: 'scenario',
      prompt:
        'Lwazi, a developer at Karoo Mutual, realises he pushed a cloud access key to a public code repository this morning. What should happen first?',
      options: [
        {
          text: 'Delete the repository quickly, since the key is safe once it is no longer public.',
          explanation:
            'Copies of a public key may already have been taken. Deleting the repository does not stop a copied key from working.',
          correct: false,
        },
        {
          text: 'Revoke and replace the key at once, then look for machines that nobody started.',
          explanation:
            'A leaked cloud access key lets anyone control the account. Revoking it closes the door, and checking for new machines and users shows whether someone got in.',
          correct: true,
        },
        {
          text: 'Wait for the next cloud bill to see whether anyone has actually used the key.',
          explanation:
            'By the time the bill arrives, miners may have run for weeks. A huge bill is how many victims find out, too late.',
          correct: false,
        },
        {
          text: "Change Lwazi's desktop password, since that protects the key he uses.",
          explanation:
            "The key works on its own, without Lwazi's desktop password. Anyone who copied it can use it until it is revoked.",
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Late on a Friday, Anika, a software engineer at Marula Bank, notices that she committed a cloud access key to a public code repository two hours ago. What should be done first?',
          options: [
            {
              text: 'Delete the repository quickly; the key is safe once it is out of public view.',
            },
            { text: 'Cancel that key, issue a new one now, then hunt for unknown machines.' },
            { text: 'Wait for the next invoice to see whether anyone has really used the key.' },
            {
              text: "Change Anika's laptop password, which protects the key she uses.",
              explanation:
                "The key works on its own, without Anika's laptop password. Anyone who copied it can use it until it is revoked.",
            },
          ],
        },
      ],
    },
    {
      id: 'CryptoJacking-9',
      kind: 'knowledge',
      prompt: 'Which trick do cryptojackers commonly use to avoid being noticed?',
      options: [
        {
          text: 'Encrypting the files on the disk to keep antivirus out.',
          explanation:
            'Encrypting files is what [ransomware](/frauds/Ransomware) does, and it draws attention. Miners prefer to look ordinary.',
          correct: false,
        },
        {
          text: 'Capping their load and picking names that sound like system files.',
          explanation:
            'Miners hide by using a system-like name, capping processor use, or running at night, so the slowdown is easy to miss.',
          correct: true,
        },
        {
          text: 'Mining during office hours, when the load blends in with real work.',
          explanation:
            'Miners often do the opposite and run only at night, when nobody is working. That is why heavy processor use with nobody at work is a warning sign.',
          correct: false,
        },
        {
          text: 'Sending fake alerts to the IT team to bury the real ones.',
          explanation:
            "Fake alerts would draw attention to the team's tools. Miners hide by looking like normal processes and by holding back their processor use.",
          correct: false,
        },
      ],
      variants: [
        {
          prompt: 'How do cryptojackers usually keep their miners from being spotted?',
          options: [
            { text: 'They encrypt the disk to lock antivirus tools out.' },
            { text: 'They hold back how hard they run and pose as system processes.' },
            { text: 'They mine in working hours, when the load blends in with staff work.' },
            { text: 'They flood the IT team with fake alerts to hide the real ones.' },
          ],
        },
      ],
    },
    {
      id: 'CryptoJacking-10',
      kind: 'knowledge',
      prompt: 'What does keeping systems updated do against cryptojacking?',
      options: [
        {
          text: 'It stops cryptojacking, which needs an unpatched server to run.',
          explanation:
            'Many cryptojackers get in with stolen passwords or leaked cloud keys, which patching does not fix. Its effect is moderate.',
          correct: false,
        },
        {
          text: 'It removes miners that are already running once the update installs.',
          explanation:
            'Updates close the door but do not evict an intruder who is already inside. Miners must be found and removed separately.',
          correct: false,
        },
        {
          text: 'It adds little, since cryptojackers go after cloud accounts and not servers.',
          explanation:
            'Attackers use unpatched servers too, as well as cloud accounts. Patching closes many of those doors.',
          correct: false,
        },
        {
          text: 'It shuts unpatched doors, but helps less against stolen passwords and keys.',
          explanation:
            '[Keep Systems Updated](/defenses/KeepUpdated) closes doors such as unpatched web servers and container platforms. It helps less when the way in is a stolen password or a leaked cloud key.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'How much protection against cryptojacking does a bank get from patching its software promptly?',
          options: [
            { text: 'Full protection: miners cannot run without an unpatched server.' },
            { text: 'It clears out miners already running as soon as updates install.' },
            { text: 'Very little: cryptojackers target cloud accounts rather than servers.' },
            { text: 'It shuts software holes, yet does less against stolen logins or keys.' },
          ],
        },
      ],
    },
    {
      id: 'CryptoJacking-11',
      kind: 'scenario',
      prompt:
        'At a branch of Umoya Bank, the office PCs are hot and their fans roar at 22:00, long after staff have gone home. IT sees the processors stuck near 100%. What should happen?',
      options: [
        {
          text: 'Leave them running, as overnight updates often push processors to full power.',
          explanation:
            'Updates do not keep processors pinned for hours on end. A steady full load with nobody at work points to a miner.',
          correct: false,
        },
        {
          text: 'Buy faster PCs, since older machines often overheat with the night load.',
          explanation:
            'New hardware would simply mine faster for the attacker. The cause is hidden software, not old machines.',
          correct: false,
        },
        {
          text: 'Cut the PCs off the network, as this looks like a hidden miner.',
          explanation:
            'Processors near 100% and loud fans when nobody is working are a warning sign. Isolating the machines stops the mining, and finding the way in closes the door.',
          correct: true,
        },
        {
          text: 'Stop the mining by switching them off at night, and check them in the morning.',
          explanation:
            'Switching off hides the symptom, but miners survive restarts with scheduled tasks, and the attacker still has a way in.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'A guard at a Zenzele Bank branch reports that the office PCs are hot and noisy at 23:30, hours after staff left. IT finds their processors pinned near 100%. What should happen next?',
          options: [
            { text: 'Leave them on: overnight updates often run processors at full power.' },
            { text: 'Replace them with faster PCs, which overheat less under night loads.' },
            { text: 'Disconnect the PCs from the network; it looks like a concealed miner.' },
            {
              text: 'Switch them off each night to stop the mining, and check them in the morning.',
            },
          ],
        },
      ],
    },
    {
      id: 'CryptoJacking-12',
      kind: 'scenario',
      prompt:
        'Nomvula in IT support stops an unknown process called “sysupdate” on a server. The next morning it is running again, and there is a scheduled task she did not create. What does this suggest?',
      options: [
        {
          text: 'A program set to restart itself, so the task and entry point must go.',
          explanation:
            'Cryptojackers make miners survive restarts with scheduled tasks and give them system-like names. Unknown processes that come back after being stopped are a warning sign.',
          correct: true,
        },
        {
          text: 'A system service that restarts itself and is safe to leave running.',
          explanation:
            'A system-like name is one of the ways miners hide. A scheduled task that nobody created is a strong sign of an intruder.',
          correct: false,
        },
        {
          text: "A fault in the server's clock that makes old tasks run a second time.",
          explanation:
            'Clock faults do not create new scheduled tasks. Someone added the task so that the process would restart.',
          correct: false,
        },
        {
          text: 'A process that was stopped wrongly, so it needs a longer shutdown next time.',
          explanation:
            'Stopping it again will not help while the scheduled task keeps bringing it back. The task and the way in must be dealt with.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Ruan, a systems administrator, kills an unfamiliar process named “winhelper” on a file server. By the next day it is back, alongside a scheduled task he never set up. What does this point to?',
          options: [
            { text: 'A program rigged to return; delete the task and trace the break-in.' },
            { text: 'A built-in service that relaunches itself and can safely be left alone.' },
            { text: 'A fault in the server clock that makes old tasks run twice.' },
            { text: 'A process that was not shut down properly and needs a longer stop.' },
          ],
        },
      ],
    },
    {
      id: 'CryptoJacking-13',
      kind: 'scenario',
      prompt:
        'Karoo Mutual has shut down rogue mining machines in its cloud account and replaced the leaked key. The bill shows R650,000 of fraudulent use. What should the bank do about the charges?',
      options: [
        {
          text: "Check the bill line by line, then pay it, since the bank's own key started the machines.",
          explanation:
            "Checking the bill does not make fraudulent use the bank's to carry alone. Paying without raising it gives up any chance of relief from the provider's support or abuse team.",
          correct: false,
        },
        {
          text: 'Report the bill to the mining pool that received the coins from the miners.',
          explanation:
            "A mining pool passes coins to the attacker's wallet and has no contract with the bank. The bank's dealings are with its cloud provider.",
          correct: false,
        },
        {
          text: 'Refuse to pay, since the machines were not started by anyone on staff.',
          explanation:
            "Refusing without telling the provider leaves the dispute unresolved, and the bank's own key did start the machines. Raise it with the provider's support or abuse team.",
          correct: false,
        },
        {
          text: 'Raise the charges with the help desk before you pay the bill.',
          explanation:
            'Cloud providers have support and abuse teams for fraudulent use and charges. Telling them, and reporting the crime, is the route to any relief.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'After shutting down rogue mining machines and replacing a leaked key, Tswelopele Bank finds R480,000 of fraudulent usage on its cloud invoice. How should it handle these charges?',
          options: [
            {
              text: "Check the invoice line by line and then pay; the bank's own key launched the machines.",
            },
            { text: 'Send the invoice to the mining pool that collected the mined coins.' },
            { text: 'Decline to pay: no staff member started those machines.' },
            { text: "Take the charges up with the provider's support team before paying." },
          ],
        },
      ],
    },
    {
      id: 'CryptoJacking-14',
      kind: 'scenario',
      prompt:
        'At home, Refilwe downloaded a free “cracked” copy of a paid game. Since then her laptop runs hot, the battery is flat by lunchtime and the power bill has gone up. What is the likely cause?',
      options: [
        {
          text: 'The game is running updates in the background, which is normal for games.',
          explanation:
            'Updates finish and stop; they do not keep a laptop hot and draining for days. The pattern points to hidden mining.',
          correct: false,
        },
        {
          text: 'The cracked game she downloaded may hide a miner using her processor.',
          explanation:
            'Home users are hit through infected downloads. For them the damage is a slower computer, a higher electricity bill and a shorter battery life.',
          correct: true,
        },
        {
          text: 'Her battery is probably old and wearing out after a year of use.',
          explanation:
            'An old battery does not make the laptop run hot or raise the power bill. The trouble started right after the download.',
          correct: false,
        },
        {
          text: 'Her home Wi-Fi has been taken over by a neighbour streaming videos.',
          explanation:
            'A neighbour on the Wi-Fi would slow the internet, not heat the laptop or drain its battery.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Since installing a pirated copy of a paid photo-editing program on his home laptop, Bongani finds the machine runs hot, the battery dies before noon and his electricity bill has risen. What is the likely cause?',
          options: [
            { text: 'The program runs background updates, which is normal for such software.' },
            { text: 'The pirated program may hide a miner using up his processor.' },
            {
              text: 'His battery is likely just old and wearing out after a year.',
              explanation:
                'An old battery does not make the laptop run hot or raise the electricity bill. The trouble started right after the install.',
            },
            { text: 'A neighbour has taken over his home Wi-Fi to stream videos.' },
          ],
        },
      ],
    },
    {
      id: 'CryptoJacking-15',
      kind: 'scenario',
      prompt:
        "Lerato is setting up Highveld Bank's new cloud account. Her manager wants to hear quickly if anyone starts costly machines in it. Which control fits best?",
      options: [
        {
          text: 'A rule that cloud passwords are changed each ninety days.',
          explanation:
            'Regular password changes do nothing about a leaked access key, and they do not tell anyone when spending jumps.',
          correct: false,
        },
        {
          text: 'A larger machine size for extra work to finish sooner.',
          explanation:
            'Bigger machines make each attack more costly for the bank, not easier to spot.',
          correct: false,
        },
        {
          text: 'A spending alert on the account, so misuse shows fast',
          explanation:
            'Budget alerts and limits on a cloud account react as soon as spending jumps, and a sudden rise in spend is one of the clearest signs of mining in the cloud.',
          correct: true,
        },
        {
          text: 'A monthly review of the cloud bill by the finance department.',
          explanation:
            'A monthly review means weeks of mining before anyone notices. Alerts react as soon as spending jumps.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Sibusiso is creating a new cloud account for Marula Bank's data team. His manager wants to be told straight away if someone launches expensive machines in it. What control suits this best?",
          options: [
            { text: 'A rule that cloud passwords change each quarter.' },
            { text: 'Bigger machine sizes to let jobs finish faster.' },
            { text: 'An alert that fires when spending rises sharply.' },
            { text: 'A finance team review of the cloud bill each month.' },
          ],
        },
      ],
    },
    {
      id: 'CryptoJacking-16',
      kind: 'scenario',
      prompt:
        'The network team at Umoya Bank sees a server making constant outbound connections, using the “stratum” protocol, to an address outside the bank. What is the best reading?',
      options: [
        {
          text: 'The server is probably mining for someone, so it should be checked at once.',
          explanation:
            'Stratum is the protocol miners commonly use to talk to a mining pool. Connections to mining pools are a warning sign, and blocking that traffic is a good habit.',
          correct: true,
        },
        {
          text: 'The server is probably sending its backups to a cloud storage provider.',
          explanation:
            'Backups use storage protocols, not the stratum mining protocol. Steady stratum traffic points to a miner.',
          correct: false,
        },
        {
          text: "The server is sending error reports to the software maker's support site.",
          explanation:
            'Error reports do not use the stratum protocol. In mining, stratum is how a miner sends its work to its pool.',
          correct: false,
        },
        {
          text: 'The server is receiving security updates from its software vendor.',
          explanation:
            'Security updates do not arrive over stratum. Miners use that protocol to talk to mining pools.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'At Ikhaya Bank, firewall logs show a database server holding a nonstop outbound connection over the “stratum” protocol to an external address. How should this be read?',
          options: [
            { text: 'It is likely mining for an outsider; check it straight away.' },
            { text: 'It is likely copying its backups to a cloud storage service.' },
            { text: "It is sending crash reports to the software vendor's support site." },
            { text: 'It is downloading security patches from its software supplier.' },
          ],
        },
      ],
    },
  ],
  sources: [europolUkraine, sonicwall2024, sonicwallMid2024],
};
