import {
  BANK_FRAUD_LINE,
  CISA,
  CYBERSECURITY_HUB,
  REPORT_FRAUD_UK,
  SAPS,
  withHow,
} from '../reporting-channels';
import type { FraudContent, Source } from '../types';

const triangle: Source = {
  title: 'International operation stops European cyber criminal group',
  publisher: 'The Paypers',
  year: 2015,
  url: 'https://thepaypers.com/fraud-and-fincrime/news/international-operation-stops-european-cyber-criminal-group',
};

const microsoftAitm2022: Source = {
  title:
    'From cookie theft to BEC: Attackers use AiTM phishing sites as entry point to further financial fraud',
  publisher: 'Microsoft Threat Intelligence',
  year: 2022,
  url: 'https://www.microsoft.com/en-us/security/blog/2022/07/12/from-cookie-theft-to-bec-attackers-use-aitm-phishing-sites-as-entry-point-to-further-financial-fraud/',
};

const verizonDbir2025: Source = {
  title: '2025 Data Breach Investigations Report',
  publisher: 'Verizon',
  year: 2025,
  url: 'https://www.verizon.com/business/resources/reports/2025-dbir-data-breach-investigations-report.pdf',
};

export const fraud: FraudContent = {
  id: 'ManInTheMiddle',
  summary:
    'A criminal secretly sits between you and the bank, or between two businesses, to read, change or steal what passes between you.',
  whatItIs: [
    'In a man-in-the-middle (MitM) attack, a criminal places themselves between two parties who think they are talking directly to each other. From the middle they can read messages and steal passwords and one-time PINs. Or they can quietly change details such as the account number on a payment.',
    'There are three common forms. The first is interception on fake or poorly secured Wi-Fi, or through malware. The second is adversary-in-the-middle phishing. Here a look-alike login page relays everything to the real site while copying the session. The third is email interception, where criminals inside a mailbox change bank details in a genuine conversation.',
    'Encryption (HTTPS) defeats most network eavesdropping. It does not help if you are connected to the criminal’s own look-alike site, which has its own valid certificate.',
  ],
  howItWorks: [
    'The attacker gets into position. They might use a free Wi-Fi hotspot with a name that sounds trusted, malware on a device, or a link to a look-alike login page.',
    'The victim connects and does something normal, such as logging in to online banking or email.',
    'The attacker passes everything through to the real service, so nothing looks wrong. Meanwhile they copy passwords, one-time PINs and the session cookie, the small file that keeps you logged in.',
    'With the stolen session, the attacker logs in as the victim without needing the password or PIN again.',
    'They act fast. They move money, add a payee, or read email to find upcoming payments and change the bank details.',
  ],
  warningSigns: [
    'Your browser warns that a certificate is invalid or that the connection is not private.',
    'Public Wi-Fi shows two networks with the same name, or asks you to log in through an odd page.',
    'A login page’s address is slightly wrong, yet the login and even the one-time PIN seem to work.',
    'After logging in you are asked for another PIN, or you are logged out for no reason.',
    'Bank details change part-way through a genuine email conversation.',
    'Your account shows activity from a new place straight after your own login.',
  ],
  realCase: {
    title: 'Operation Triangle: €6 million diverted by intercepting company email',
    where: 'Europe, 2015',
    whatHappened: [
      'In June 2015, police in Italy, Spain and Poland arrested 49 suspects and searched 58 properties. They worked with other countries, and Europol and Eurojust coordinated the action. The group had used malware and social engineering to break into the email accounts of medium and large European companies.',
      'Once inside, the criminals watched the email traffic for payment requests. Then they told the companies’ customers to send their payments to bank accounts the gang controlled. The money was cashed out at once and moved outside the EU through a network of money-laundering transactions. Investigators found fraud of about €6 million, built up in a short time.',
      'Police called it a man-in-the-middle scheme, even though it sat inside email accounts rather than on a network. The lesson is the same: if someone can see and change a conversation, they can redirect payments. Checking new bank details by phone on a known number breaks the chain.',
    ],
    source: triangle,
  },
  statistics: [
    {
      text: 'Microsoft reported in July 2022 on one adversary-in-the-middle phishing campaign. From September 2021, it targeted more than 10,000 organisations. The attackers stole session cookies to get past multi-factor authentication, then used the hijacked mailboxes for payment fraud.',
      year: 2022,
      source: microsoftAitm2022,
    },
    {
      text: 'Verizon looked at breaches that began with an exploited flaw. VPNs and other edge devices were 22% of the targets, up from 3% the year before. A VPN gateway protects staff only if it is itself kept patched.',
      year: 2024,
      source: verizonDbir2025,
    },
  ],
  whoIsTargeted: [
    'Anyone who banks or works online is at risk. Travellers and remote staff on public Wi-Fi face network interception. Customers are lured to look-alike login pages. Finance staff and suppliers are targeted through email, because their mailboxes reveal when large payments are due.',
    'Property buyers, lawyers and small businesses that pay invoices by bank transfer are common victims of email interception. One changed account number can divert a large sum.',
  ],
  howToDefend: [
    '[HTTPS and Encryption](/defenses/HttpsAndEncryption) is the main defence in the game. TLS, the technology behind HTTPS, encrypts the connection and proves the site’s identity. So someone on the same Wi-Fi cannot read or change it (60%). HSTS tells browsers never to fall back to an unencrypted connection (80%). Certificate monitoring plus end-to-end encryption close more gaps (85%). Its blind spot is a look-alike site, where the criminal has a perfectly valid encrypted connection too.',
    '[VPN Usage](/defenses/VpnUsage) protects staff who work away from the office by sending their traffic through an encrypted tunnel (40%). Always-on VPN with device checks goes further (60%). So does zero-trust access, which checks the user and device for every application (80%). A VPN protects staff, not customers, and the gateway itself must be patched.',
    '[Network Monitoring](/defenses/NetworkMonitoring) can spot signs such as a login from a new place straight after a real one. But interception on a customer’s home Wi-Fi is outside the bank’s view (15% to 35%).',
    'Outside what the game counts for this attack, two habits matter a lot. Passkeys, the top level of [Multi-Factor Authentication](/defenses/MultiFactorAuth), only work on the real website, so a look-alike page cannot use them. And new bank details should always be confirmed on a known number, as in [Verification Protocols](/defenses/VerificationProtocols).',
  ],
  ifItHappensToYou: {
    steps: [
      'If you entered details on a suspicious page, call your bank’s fraud line on the number on your card. Ask them to block access.',
      'From a trusted device and network, change the password and sign out of all sessions.',
      'Check recent transactions, new payees and any email forwarding rules you did not create.',
      'If you paid after bank details changed, tell your bank at once so it can try to recall the money.',
      'Report it to SAPS; organisations should also report to the Cybersecurity Hub.',
    ],
    southAfrica: [
      withHow(
        BANK_FRAUD_LINE,
        'Use the number on your card or in your banking app to block access and stop payments.',
      ),
      withHow(
        SAPS,
        'Open a case. Unlawfully intercepting data is a crime under the Cybercrimes Act.',
      ),
      CYBERSECURITY_HUB,
    ],
    international: [REPORT_FRAUD_UK, CISA],
  },
  glossary: [
    {
      term: 'TLS and HTTPS',
      definition:
        'TLS is the encryption that protects web traffic; HTTPS is a website address that uses it.',
    },
    {
      term: 'Session cookie',
      definition:
        'A small file that keeps you logged in. Whoever holds it can act as you until it expires.',
    },
    {
      term: 'Adversary-in-the-middle phishing',
      definition:
        'A fake login page that relays your details to the real site in real time and steals your session.',
    },
    {
      term: 'Evil twin',
      definition: 'A fake Wi-Fi hotspot named like a real one to trick people into connecting.',
    },
    {
      term: 'Passkey',
      definition:
        'A sign-in method tied to the real website, so it cannot be used on a look-alike page.',
    },
  ],
  quiz: [
    {
      id: 'ManInTheMiddle-1',
      kind: 'knowledge',
      prompt: 'What does a man-in-the-middle attacker do?',
      options: [
        {
          text: 'Floods a website with traffic until it crashes.',
          explanation: 'That is a DDoS attack.',
          correct: false,
        },
        {
          text: 'Guesses passwords over and over until one works.',
          explanation: 'That is a brute force attack.',
          correct: false,
        },
        {
          text: 'Secretly sits between two parties to read or change what they send each other.',
          explanation:
            'Right. The victims think they are talking directly, but everything passes through the criminal.',
          correct: true,
        },
      ],
    },
    {
      id: 'ManInTheMiddle-2',
      kind: 'scenario',
      prompt:
        'At the airport you see two Wi-Fi networks called “Airport_Free_WiFi”. You need to check your bank balance. What is the safest choice?',
      options: [
        {
          text: 'Use your mobile data, or the bank’s app on a trusted connection, instead of the free Wi-Fi.',
          explanation:
            'Right. Two networks with the same name is a warning sign of an evil twin hotspot.',
          correct: true,
        },
        {
          text: 'Pick the one with the stronger signal.',
          explanation: 'A fake hotspot nearby may well have the strongest signal.',
          correct: false,
        },
        {
          text: 'Connect to both to compare them.',
          explanation: 'That doubles the risk without telling you which is real.',
          correct: false,
        },
      ],
    },
    {
      id: 'ManInTheMiddle-3',
      kind: 'knowledge',
      prompt: 'Why can adversary-in-the-middle phishing get past one-time PINs?',
      options: [
        {
          text: 'It guesses the PIN before the victim receives it.',
          explanation: 'It does not guess; the victim types the real PIN into the fake page.',
          correct: false,
        },
        {
          text: 'It relays the victim’s PIN to the real site and steals the session cookie that the site then issues.',
          explanation: 'Right. The login succeeds, and the criminal copies the proof that it did.',
          correct: true,
        },
        {
          text: 'One-time PINs do not work on phones.',
          explanation: 'They work on phones; the problem is where you type them.',
          correct: false,
        },
        {
          text: 'Banks turn off PINs at night.',
          explanation: 'There is no such practice.',
          correct: false,
        },
      ],
    },
    {
      id: 'ManInTheMiddle-4',
      kind: 'knowledge',
      prompt: 'What is HTTPS and Encryption’s main blind spot?',
      options: [
        {
          text: 'It slows websites down too much.',
          explanation: 'Modern encryption is fast; speed is not the issue.',
          correct: false,
        },
        {
          text: 'It does not work on mobile phones.',
          explanation: 'It works on phones and computers alike.',
          correct: false,
        },
        {
          text: 'It cannot encrypt passwords.',
          explanation: 'It encrypts everything sent over the connection, including passwords.',
          correct: false,
        },
        {
          text: 'A look-alike site has its own valid certificate, so the victim has a secure connection to the criminal.',
          explanation: 'Right. Encryption protects the road, not the choice of destination.',
          correct: true,
        },
      ],
    },
    {
      id: 'ManInTheMiddle-5',
      kind: 'scenario',
      prompt:
        'You are buying a house. Halfway through a long email thread with your lawyer, a message arrives: “Please note our trust account has changed, pay the deposit here.” What do you do?',
      options: [
        {
          text: 'Pay, because it is part of a real conversation.',
          explanation:
            'Criminals who take over a mailbox write inside real conversations. That is the trick.',
          correct: false,
        },
        {
          text: 'Call the law firm on a number you found independently and confirm before paying.',
          explanation:
            'Right. This breaks email interception, the same method used in Operation Triangle.',
          correct: true,
        },
        {
          text: 'Reply to the email asking if it is genuine.',
          explanation: 'The criminal controls the thread and will say yes.',
          correct: false,
        },
      ],
    },
    {
      id: 'ManInTheMiddle-6',
      kind: 'knowledge',
      prompt: 'How did the Operation Triangle gang steal about €6 million?',
      options: [
        {
          text: 'By hacking company email, watching for payment requests and telling customers to pay into the gang’s accounts.',
          explanation: 'Right. Police described it as a man-in-the-middle scheme inside email.',
          correct: true,
        },
        {
          text: 'By robbing bank branches.',
          explanation: 'It was an online fraud, not a physical robbery.',
          correct: false,
        },
        {
          text: 'By fitting skimmers to ATMs.',
          explanation: 'Skimming is a different fraud.',
          correct: false,
        },
      ],
    },
    {
      id: 'ManInTheMiddle-7',
      kind: 'knowledge',
      prompt: 'Whom does VPN Usage mainly protect?',
      options: [
        {
          text: 'Every customer of the bank.',
          explanation: 'Customers do not use the bank’s staff VPN.',
          correct: false,
        },
        {
          text: 'The bank’s website from DDoS floods.',
          explanation: 'That is the job of a DDoS protection service.',
          correct: false,
        },
        {
          text: 'Staff working away from the office, by sending their traffic through an encrypted tunnel.',
          explanation:
            'Right. It protects staff traffic on untrusted networks, and the gateway must be kept patched.',
          correct: true,
        },
      ],
    },
    {
      id: 'ManInTheMiddle-8',
      kind: 'knowledge',
      prompt: 'Why do passkeys resist adversary-in-the-middle phishing?',
      options: [
        {
          text: 'They are longer than normal passwords.',
          explanation: 'Length is not the reason; the link to the real site is.',
          correct: false,
        },
        {
          text: 'They are tied to the real website, so a look-alike page cannot use them.',
          explanation:
            'Right. That is why the top level of Multi-Factor Authentication stops phishing so well.',
          correct: true,
        },
        {
          text: 'They change every hour.',
          explanation: 'That describes some one-time codes, which can still be relayed.',
          correct: false,
        },
        {
          text: 'They are sent by SMS.',
          explanation: 'SMS codes can be relayed or intercepted; passkeys are not sent by SMS.',
          correct: false,
        },
      ],
    },
    {
      id: 'ManInTheMiddle-9',
      kind: 'scenario',
      prompt:
        'You log in to online banking, enter your one-time PIN, and the page then asks for “one more PIN to verify”. Soon after, you are logged out. What should you suspect?',
      options: [
        {
          text: 'A normal security check, so enter the second PIN.',
          explanation: 'An extra, unexpected PIN request is a classic sign of a relay attack.',
          correct: false,
        },
        {
          text: 'A slow internet connection.',
          explanation: 'A slow connection does not ask for extra PINs.',
          correct: false,
        },
        {
          text: 'You may be on a fake page relaying your login, so call the bank’s fraud line now.',
          explanation:
            'Right. The criminal may already be in your account; fast action limits the damage.',
          correct: true,
        },
      ],
    },
    {
      id: 'ManInTheMiddle-10',
      kind: 'knowledge',
      prompt: 'What did Microsoft report about a 2021–2022 adversary-in-the-middle campaign?',
      options: [
        {
          text: 'It targeted more than 10,000 organisations and used hijacked mailboxes for payment fraud.',
          explanation:
            'Right. The attackers stole session cookies to get past multi-factor authentication.',
          correct: true,
        },
        {
          text: 'It only targeted home users.',
          explanation: 'It targeted organisations.',
          correct: false,
        },
        {
          text: 'It failed because every target used multi-factor authentication.',
          explanation:
            'Ordinary multi-factor sign-in did not stop it, because the session was stolen.',
          correct: false,
        },
      ],
    },
  ],
  sources: [triangle, microsoftAitm2022, verizonDbir2025],
};
