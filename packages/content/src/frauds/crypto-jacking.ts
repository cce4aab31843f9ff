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
      prompt: 'What does a cryptojacker want from your systems?',
      options: [
        {
          text: 'Your customer list.',
          explanation:
            'Wrong. Data theft is a different crime, although the same way in could be used for it.',
          correct: false,
        },
        {
          text: 'Computing power to mine cryptocurrency without paying for it.',
          explanation:
            'Right. The attacker keeps the coins while the victim pays for the power and the cloud bill.',
          correct: true,
        },
        {
          text: 'To lock your files and demand a ransom.',
          explanation:
            'Wrong. That is ransomware. Cryptojackers try to stay hidden, not to be noticed.',
          correct: false,
        },
        {
          text: 'To knock your website offline.',
          explanation: 'Wrong. That is a DDoS attack.',
          correct: false,
        },
      ],
    },
    {
      id: 'CryptoJacking-2',
      kind: 'knowledge',
      prompt:
        'In the cloud cryptojacking case that Europol described in 2024, who was left paying?',
      options: [
        {
          text: 'The criminal, who paid for the servers and power.',
          explanation: 'Wrong. Avoiding those costs is the whole point of cryptojacking.',
          correct: false,
        },
        {
          text: 'Europol.',
          explanation: 'Wrong. Europol helped the investigation; it did not pay the bills.',
          correct: false,
        },
        {
          text: 'The owners of the hijacked cloud accounts, through huge bills.',
          explanation:
            'Right. The account holders were charged for the computing power the criminal used.',
          correct: true,
        },
      ],
    },
    {
      id: 'CryptoJacking-3',
      kind: 'scenario',
      prompt:
        'Your cloud bill jumps from R40,000 to R900,000 in one month, and you find 200 new virtual machines in a region you never use. What is the most likely cause?',
      options: [
        {
          text: 'Cryptojacking through a compromised cloud account or leaked access key.',
          explanation:
            'Right. Sudden spend and unknown machines in unused regions are classic signs of cloud mining.',
          correct: true,
        },
        {
          text: 'Normal business growth.',
          explanation: 'Wrong. Real growth does not create hundreds of machines nobody ordered.',
          correct: false,
        },
        {
          text: 'A DDoS attack on your website.',
          explanation:
            'Wrong. A DDoS floods your site with traffic; it does not create virtual machines.',
          correct: false,
        },
        {
          text: "A SIM swap on the finance manager's phone.",
          explanation: 'Wrong. A SIM swap targets a phone number, not your cloud computing.',
          correct: false,
        },
      ],
    },
    {
      id: 'CryptoJacking-4',
      kind: 'knowledge',
      prompt: 'Why is network monitoring so effective against cryptojacking?',
      options: [
        {
          text: "It deletes cryptocurrency from criminals' wallets.",
          explanation: "Wrong. Monitoring spots problems; it cannot touch anyone's wallet.",
          correct: false,
        },
        {
          text: 'It stops phishing emails from arriving.',
          explanation: 'Wrong. That is the job of email filtering.',
          correct: false,
        },
        {
          text: 'Miners always send the IT team a warning first.',
          explanation: 'Wrong. Miners try hard to stay hidden.',
          correct: false,
        },
        {
          text: 'Mining is noisy: high processor use for hours and constant connections to mining pools.',
          explanation:
            'Right. These signals are easy to alert on, which is why monitoring stops most cryptojacking.',
          correct: true,
        },
      ],
    },
    {
      id: 'CryptoJacking-5',
      kind: 'knowledge',
      prompt:
        'Why should a bank treat a miner on a server as serious, even if no data seems to be stolen?',
      options: [
        {
          text: 'Because mining damages computer screens.',
          explanation:
            'Wrong. Mining wears processors and fans, but the bigger issue is how it got there.',
          correct: false,
        },
        {
          text: 'Because the bank will have to hand the coins to the tax authority.',
          explanation: 'Wrong. The coins go to the criminal, not the bank.',
          correct: false,
        },
        {
          text: 'Because the attacker found a way in that could also be used for data theft or ransomware.',
          explanation:
            'Right. A miner shows that someone can run code on your systems. Close that door fast.',
          correct: true,
        },
      ],
    },
    {
      id: 'CryptoJacking-6',
      kind: 'scenario',
      prompt:
        'A staff member says their laptop fan roars and the browser crawls whenever a certain free streaming site is open, and it all stops when they close the tab. What is most likely happening?',
      options: [
        {
          text: 'Normal video playback.',
          explanation:
            'Wrong. Video can use some power, but not flat-out processor use on every visit.',
          correct: false,
        },
        {
          text: 'A mining script on the website is using the laptop to mine cryptocurrency.',
          explanation:
            'Right. This is browser-based cryptojacking. Avoid the site and report it to IT.',
          correct: true,
        },
        {
          text: 'Their phone number has been SIM-swapped.',
          explanation: 'Wrong. A SIM swap affects a phone number, not a laptop browser.',
          correct: false,
        },
      ],
    },
    {
      id: 'CryptoJacking-7',
      kind: 'knowledge',
      prompt: 'What did SonicWall report for cryptojacking in 2023?',
      options: [
        {
          text: 'A 659% rise, making it a record year.',
          explanation: 'Right. SonicWall then saw it fall by about 60% in the first half of 2024.',
          correct: true,
        },
        {
          text: 'It disappeared completely.',
          explanation: 'Wrong. Cryptojacking reached a record level in 2023.',
          correct: false,
        },
        {
          text: 'A small 5% fall.',
          explanation: 'Wrong. It rose very sharply in 2023.',
          correct: false,
        },
      ],
    },
    {
      id: 'CryptoJacking-8',
      kind: 'scenario',
      prompt:
        'A developer accidentally pushed a cloud access key to a public code repository. What should happen first?',
      options: [
        {
          text: 'Delete the repository and carry on as normal.',
          explanation:
            'Wrong. Automated tools copy leaked keys within minutes, so deleting the file is not enough.',
          correct: false,
        },
        {
          text: 'Wait and see whether the cloud bill changes.',
          explanation: 'Wrong. By then the damage and the bill may already be large.',
          correct: false,
        },
        {
          text: 'Revoke and replace the key at once, then check the account for new machines and activity.',
          explanation:
            'Right. A revoked key is useless to attackers, and the check shows whether it was already misused.',
          correct: true,
        },
        {
          text: "Change the developer's desktop password.",
          explanation: 'Wrong. The problem is the leaked cloud key, not the desktop login.',
          correct: false,
        },
      ],
    },
    {
      id: 'CryptoJacking-9',
      kind: 'knowledge',
      prompt: 'Which trick do cryptojackers commonly use to avoid being noticed?',
      options: [
        {
          text: 'Encrypting every file on the disk.',
          explanation:
            'Wrong. That is ransomware, which wants to be noticed so it can demand payment.',
          correct: false,
        },
        {
          text: 'Sending phishing emails to customers.',
          explanation: 'Wrong. That is phishing, a different fraud.',
          correct: false,
        },
        {
          text: "Flooding the bank's website with traffic.",
          explanation: 'Wrong. That is a DDoS attack, which is very visible.',
          correct: false,
        },
        {
          text: 'Limiting processor use and giving the miner a name that looks like a system process.',
          explanation:
            'Right. Throttled, disguised miners are harder to spot, which is why behavioural monitoring helps.',
          correct: true,
        },
      ],
    },
    {
      id: 'CryptoJacking-10',
      kind: 'knowledge',
      prompt: 'What does Keep Systems Updated do against cryptojacking?',
      options: [
        {
          text: 'It stops all cryptojacking completely.',
          explanation:
            'Wrong. Patching does not help when the way in is a stolen password or leaked key.',
          correct: false,
        },
        {
          text: 'It closes unpatched flaws that attackers use to get in, but not stolen passwords or leaked keys.',
          explanation:
            'Right. That is why its effect is moderate and monitoring is the stronger layer.',
          correct: true,
        },
        {
          text: 'Nothing at all.',
          explanation:
            'Wrong. Many cryptojackers get in through unpatched servers, so patching does help.',
          correct: false,
        },
      ],
    },
  ],
  sources: [europolUkraine, sonicwall2024, sonicwallMid2024],
};
