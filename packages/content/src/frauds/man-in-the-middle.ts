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
          text: 'Floods a bank’s website with junk traffic until real customers cannot log in.',
          explanation:
            'Flooding a service with traffic is a [DDoS attack](/frauds/Ddos). A man in the middle wants the traffic to keep flowing so they can read it.',
          correct: false,
        },
        {
          text: 'Tries thousands of passwords on a login page until one of them finally works.',
          explanation:
            'Guessing passwords over and over is a [brute force attack](/frauds/BruteForce). A man in the middle copies the real password as you type it.',
          correct: false,
        },
        {
          text: 'Quietly slips into an exchange between two parties to read or alter the messages.',
          explanation:
            'Both sides think they are talking directly, but everything passes through the criminal. They can copy passwords and PINs, or quietly change details such as an account number.',
          correct: true,
        },
        {
          text: 'Phones customers pretending to be the bank and asks for their one-time PIN.',
          explanation:
            'A fake call from the bank is [vishing](/frauds/Vishing). A man in the middle stays hidden and does not need to speak to the victim.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt: 'Which description fits a man-in-the-middle attack best?',
          options: [
            {
              text: 'Sends a bank’s servers so many fake requests that genuine users are locked out.',
            },
            {
              text: 'Keeps trying likely passwords at a sign-in screen until it hits the right one.',
            },
            {
              text: 'Secretly relays what two sides send, reading or altering it on the way.',
            },
            {
              text: 'Rings account holders posing as their bank and asks for the code they just got.',
            },
          ],
        },
      ],
    },
    {
      id: 'ManInTheMiddle-2',
      kind: 'scenario',
      prompt:
        'At a busy airport, Lindiwe sees two open Wi-Fi networks, both called “Airport_Free_WiFi”. She wants to check her bank balance before boarding. What is the safest choice?',
      options: [
        {
          text: "Use her phone's mobile data instead, since two hotspots with one name may hide a fake.",
          explanation:
            'Two networks with the same name is a warning sign of an evil twin, a fake hotspot named like a real one. Mobile data avoids both.',
          correct: true,
        },
        {
          text: 'Check which network has the stronger signal and join it, as it is likely official.',
          explanation:
            'A fake hotspot can be close by, so it may well have the strongest signal. Signal strength says nothing about who runs a network.',
          correct: false,
        },
        {
          text: "Ask a shop assistant which of the two is the airport's, and use that one.",
          explanation:
            'A shop assistant cannot see which of two identically named networks is the real one, and an evil twin looks exactly the same. Mobile data avoids both.',
          correct: false,
        },
        {
          text: 'Join the one that asks for her email address, as that shows it is managed.',
          explanation:
            'Public Wi-Fi that asks you to sign in through an odd page is a warning sign in itself. A sign-in form proves nothing about who runs it.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'In a hotel lobby in Gqeberha, Marco finds two open networks, each named “Lobby_Guest_WiFi”. He wants to look at his bank account before a meeting. What is the safest thing to do?',
          options: [
            {
              text: 'Turn on his phone’s mobile data, because a copied network name can hide an impostor.',
            },
            {
              text: 'Check which network shows more signal bars and pick it, as that is probably the hotel’s.',
            },
            {
              text: 'Ask the receptionist which of the two belongs to the hotel, then connect to that one.',
              explanation:
                'Hotel staff cannot tell two networks with the same name apart, and a fake one copies the real one exactly. Using mobile data avoids both networks.',
            },
            {
              text: 'Connect to whichever one wants his email address first, as that suggests it is run properly.',
            },
          ],
        },
      ],
    },
    {
      id: 'ManInTheMiddle-3',
      kind: 'knowledge',
      prompt: 'Why can adversary-in-the-middle phishing get past one-time PINs?',
      options: [
        {
          text: 'It guesses the PIN in the few seconds before the victim’s own code arrives.',
          explanation:
            'The attacker does not guess. The victim types the real PIN into the fake page, which passes it on straight away.',
          correct: false,
        },
        {
          text: 'It reads the PIN from the victim’s SMS inbox through the phone’s network.',
          explanation:
            'Reading text messages off the phone network is a different attack. Here the victim hands over the PIN by typing it into the relay page.',
          correct: false,
        },
        {
          text: 'It uses an old PIN from a past login, since banks accept recent codes again.',
          explanation:
            'One-time PINs stop working once used, which is why the attacker needs a fresh one. The relay passes the new PIN on at once.',
          correct: false,
        },
        {
          text: 'It relays the code to the genuine site instantly and keeps the session token.',
          explanation:
            'The fake page relays your login and PIN to the real site in real time. The site then issues a session cookie, and the criminal copies it to log in as you.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'A look-alike login page can still defeat one-time PINs. How does adversary-in-the-middle phishing manage this?',
          options: [
            {
              text: 'It works the code out by trial and error before the real one reaches the victim.',
            },
            {
              text: 'It picks the text message with the code out of the air as it crosses the cellular network.',
            },
            {
              text: 'It replays a code from an earlier sign-in that the bank still happens to accept.',
            },
            {
              text: 'It hands the fresh code straight to the true website and pockets the login cookie.',
            },
          ],
        },
      ],
    },
    {
      id: 'ManInTheMiddle-4',
      kind: 'knowledge',
      prompt: 'What is the main blind spot of HTTPS and encryption against this fraud?',
      options: [
        {
          text: 'It slows websites so much that banks switch it off at busy times of day.',
          explanation:
            'Modern encryption is fast, and banks do not switch it off. Speed is not the weakness; where the connection leads is.',
          correct: false,
        },
        {
          text: 'It is no help on a copycat site, which holds a proper certificate of its own.',
          explanation:
            'Encryption protects the road, not the choice of destination. On the criminal’s look-alike site, the connection is encrypted too, but it leads to them.',
          correct: true,
        },
        {
          text: 'It protects computers on Wi-Fi, but not phones that use the bank’s mobile app.',
          explanation:
            'TLS protects phones and computers alike, in browsers and in apps. The blind spot is where you connect, not which device you use.',
          correct: false,
        },
        {
          text: 'It hides the web page’s content, but passwords typed into it are sent openly.',
          explanation:
            'HTTPS encrypts everything sent over the connection, passwords included. The weakness is that the other end may be a fake site.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt: 'Where does HTTPS fall short as a protection against someone in the middle?',
          options: [
            {
              text: 'Banks turn it off at peak hours to stop their pages from loading too slowly.',
            },
            {
              text: 'A copycat site can hold its own working certificate, so the padlock still shows.',
            },
            {
              text: 'It covers laptops on wireless networks but leaves banking apps on phones exposed.',
            },
            {
              text: 'It scrambles what the page displays, yet the passwords you type travel as plain text.',
            },
          ],
        },
      ],
    },
    {
      id: 'ManInTheMiddle-6',
      kind: 'knowledge',
      prompt: 'How did the Operation Triangle gang divert about €6 million?',
      options: [
        {
          text: 'It set up fake Wi-Fi hotspots at airports and copied travellers’ banking logins.',
          explanation:
            'Fake hotspots are a common man-in-the-middle tool, but this gang worked inside email accounts, not on Wi-Fi networks.',
          correct: false,
        },
        {
          text: 'It fitted skimmers to cash machines and made copies of the customers’ cards.',
          explanation:
            'Fitting devices to cash machines is [ATM skimming](/frauds/AtmSkimming), a physical fraud. Operation Triangle ran through hijacked company email.',
          correct: false,
        },
        {
          text: 'It broke into company mailboxes and told customers to pay into its own accounts.',
          explanation:
            'The gang used malware and social engineering to get into company email, watched for payment requests, then sent customers its own bank details. Police called it a man-in-the-middle scheme.',
          correct: true,
        },
        {
          text: 'It bribed bank staff to change the account numbers on large company payments.',
          explanation:
            'No bank insiders feature in the case as police described it. The criminals changed payment details from inside hacked mailboxes.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Which method did the Operation Triangle gang use to redirect roughly six million euros?',
          options: [
            {
              text: 'It ran fake wireless hotspots in airport lounges and harvested travellers’ banking passwords.',
            },
            {
              text: 'It attached card-copying devices to ATMs and cloned the cards of people who used them.',
            },
            {
              text: 'It hacked into business inboxes and gave those firms’ clients new account numbers to pay.',
            },
            {
              text: 'It paid insiders at banks to swap the account numbers on big corporate transfers.',
            },
          ],
        },
      ],
    },
    {
      id: 'ManInTheMiddle-7',
      kind: 'knowledge',
      prompt: 'Whom does a bank’s VPN mainly protect?',
      options: [
        {
          text: 'Customers using online banking at home, by hiding their traffic from hackers.',
          explanation:
            "A bank's VPN protects its staff, not its customers. Customers rely on HTTPS and on heeding warning signs such as certificate errors.",
          correct: false,
        },
        {
          text: 'The staff working off-site, as their connection goes down a tunnel.',
          explanation:
            '[VPN Usage](/defenses/VpnUsage) sends staff traffic through an encrypted tunnel when they work on untrusted networks. It protects staff, not customers.',
          correct: true,
        },
        {
          text: 'The bank’s website, by soaking up floods of junk traffic from botnets online.',
          explanation:
            'Soaking up floods is the job of a [DDoS protection service](/defenses/DdosProtection), not a VPN.',
          correct: false,
        },
        {
          text: 'Customers at cash machines, by encrypting the card data between ATM and bank.',
          explanation:
            'A staff VPN does not sit between customers and cash machines. It protects staff who connect to the bank from outside the office.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt: 'A bank runs a VPN. Who is it chiefly there to protect?',
          options: [
            {
              text: 'Online banking customers at home, by keeping their traffic out of hackers’ sight.',
            },
            {
              text: 'Staff logging in from home or on the road, via a private scrambled link.',
            },
            {
              text: 'The bank’s public website, by absorbing floods of junk requests sent by botnets.',
            },
            {
              text: 'Cardholders at ATMs, by encrypting the card details sent from machine to bank.',
            },
          ],
        },
      ],
    },
    {
      id: 'ManInTheMiddle-9',
      kind: 'scenario',
      prompt:
        'Sizwe logs in to online banking at a coffee shop and types his one-time PIN. The page then asks for “one more PIN to verify your device”, and soon after he is logged out. What should he suspect?',
      options: [
        {
          text: 'A routine security step, so he should enter the second PIN and carry on.',
          explanation:
            'An extra, unexpected PIN request is a classic sign of a relay attack. The second PIN may let the criminal approve a payment or a new payee.',
          correct: false,
        },
        {
          text: 'A weak coffee shop signal that dropped him, so he should log in again.',
          explanation:
            'A weak signal does not ask for extra PINs. Logging in again on the same network may hand over even more details.',
          correct: false,
        },
        {
          text: 'A bank system upgrade, so he should wait and try again the next morning.',
          explanation:
            'Waiting gives the criminal time to move money or add a payee. Fast action is what limits the damage.',
          correct: false,
        },
        {
          text: 'A fake page relaying his login, so he should call the fraud line now.',
          explanation:
            'Being asked for another PIN, or logged out for no reason, are warning signs of a relay. The criminal may already be in his account, so he should call the number on his card at once.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'Fatima is in a hotel lobby. She signs in to her banking and enters the one-time PIN. A box then asks for “a second PIN to register this device”, and a minute later her session ends. What is most likely going on?',
          options: [
            {
              text: 'A normal extra security check, so she should type in the second PIN and continue.',
            },
            {
              text: 'A patchy lobby connection that cut her off, so she should log in again at once.',
            },
            {
              text: 'Maintenance on the bank’s side, so she should wait and retry tomorrow morning.',
            },
            {
              text: 'A relay passing on her login, so she should phone the card’s fraud number now.',
              explanation:
                'A surprise request for a second PIN, followed by being thrown out, is how a relay shows itself. The criminal may already be inside her account, so she should phone the number on her card straight away.',
            },
          ],
        },
      ],
    },
    {
      id: 'ManInTheMiddle-11',
      kind: 'scenario',
      prompt:
        'At a café in Stellenbosch, Ayesha opens yourbank.co.za on the free Wi-Fi. Her browser shows “Your connection is not private” and a certificate error. What should she do?',
      options: [
        {
          text: 'Close the page and wait to bank on mobile data or a trusted link.',
          explanation:
            'A certificate warning is a sign that someone may be sitting in the middle of the connection. Leaving that network removes the attacker’s position.',
          correct: true,
        },
        {
          text: 'Click through the warning, since she typed the bank’s address in herself.',
          explanation:
            'Typing the right address does not help if the network itself is hostile. The warning means the site could not prove it is the real bank.',
          correct: false,
        },
        {
          text: "Check the certificate details, and carry on if the bank's name appears in them.",
          explanation:
            "The warning means the browser could not prove the site is the bank's, and details can be made to look right. The safe move is to leave and use a trusted network.",
          correct: false,
        },
        {
          text: 'Try a different browser on the same Wi-Fi, as the first one may be faulty.',
          explanation:
            'A new browser on the same network meets the same attacker. The problem is the network, so she should leave it.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Riaan is using the free Wi-Fi at a guesthouse in Knysna. He types his bank’s address himself, and the browser stops him with “Warning: potential security risk ahead” about the site’s certificate. What is the right move?',
          options: [
            {
              text: 'Leave now and use mobile data later, since this network may be hostile.',
            },
            {
              text: 'Accept the risk and continue, since he entered the bank’s address by hand.',
            },
            {
              text: 'Inspect the certificate and go ahead if the bank’s name is listed in it.',
            },
            {
              text: 'Change to another browser on the same Wi-Fi, in case the first one is broken.',
              explanation:
                'Another browser on the same network meets the same attacker in the middle. The fault lies with the network, so he should leave it.',
            },
          ],
        },
      ],
    },
    {
      id: 'ManInTheMiddle-12',
      kind: 'scenario',
      prompt:
        'In a mall, Thabo joins a hotspot called “YourBank Free WiFi”. Its sign-in page asks for his online banking username and password “to confirm you are a customer”. What should he do?',
      options: [
        {
          text: 'Sign in, since the network name shows the bank runs it for its customers.',
          explanation:
            'A network name is just a label that anyone can type. A hotspot that asks for banking details is a trap.',
          correct: false,
        },
        {
          text: "Ask the mall's information desk, which can say whether the hotspot is the bank's.",
          explanation:
            'The desk cannot vouch for a hotspot that anyone could name, and no genuine Wi-Fi sign-in needs online banking details. He should disconnect and use mobile data.',
          correct: false,
        },
        {
          text: "Log off the hotspot, because anyone can give it the bank's name.",
          explanation:
            'Criminals set up free hotspots with names that sound trusted, and an odd sign-in page is a warning sign. Thabo should use mobile data instead.',
          correct: true,
        },
        {
          text: 'Sign in, then change his banking password once he gets back home.',
          explanation:
            'The attacker can use the login at once, long before he gets home. Waiting to change the password gives them a head start.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'At a car dealership, Olivia joins a network named “Kestrel Bank Guest”. Before she can browse, a form asks for her internet banking login and password “to check you bank with us”. What should she do?',
          options: [
            {
              text: 'Fill it in: the network’s name proves the bank provides it for its clients.',
            },
            {
              text: 'Ask the dealership’s receptionist whether the bank really offers this network.',
              explanation:
                'Nobody at the front desk can vouch for a network that anyone could name, and no real Wi-Fi login needs banking details. She should disconnect and use mobile data.',
            },
            {
              text: 'Disconnect from it: anyone can name a hotspot after a bank.',
              explanation:
                'Criminals run free hotspots with trusted-sounding names, and a strange sign-in form is a warning sign. Olivia should leave it and use mobile data instead.',
            },
            {
              text: 'Fill it in, then reset her banking password when she is back at the office.',
              explanation:
                'The attacker can use the login straight away, long before she reaches the office. Changing the password later gives them a head start.',
            },
          ],
        },
      ],
    },
    {
      id: 'ManInTheMiddle-13',
      kind: 'scenario',
      prompt:
        'At Kestrel Bank, an update for the staff VPN gateway fixes a known flaw. An IT lead says: “It can wait until next quarter. The VPN encrypts the traffic anyway.” What is the best reply?',
      options: [
        {
          text: 'Waiting is fine, since staff traffic through the tunnel stays encrypted.',
          explanation:
            'Encryption in the tunnel does not fix a flaw in the gateway. An attacker who exploits the gateway gets past the encryption.',
          correct: false,
        },
        {
          text: 'Patch it soon: attackers go after VPN boxes, and a known flaw is their way in.',
          explanation:
            'Verizon found that VPNs and other edge devices were a fast-growing target for attackers exploiting flaws. A VPN gateway protects staff only if it is itself kept patched.',
          correct: true,
        },
        {
          text: 'Keep it for next quarter, but watch the gateway logs closely until then.',
          explanation:
            'Watching logs may show a break-in after it happens; it does not close the flaw. Attackers go for edge devices such as VPN gateways where a known flaw lets them in.',
          correct: false,
        },
        {
          text: 'Switch the VPN off until the update is done, so staff use café Wi-Fi directly.',
          explanation:
            'Dropping the VPN exposes staff on untrusted networks to interception. The fix is to patch the gateway, not to remove the protection.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'At Umhlanga Mutual, a patch for the remote-access VPN appliance closes a published weakness. Network manager Pieter argues: “Leave it for the March maintenance window; the tunnel is encrypted, so we are covered.” How should the team respond?',
          options: [
            {
              text: 'Leave it until March, as traffic inside the tunnel is encrypted either way.',
            },
            {
              text: 'Apply the fix promptly, since criminals hunt for unpatched VPN appliances.',
            },
            {
              text: 'Delay it until March, but review the appliance’s logs each day until then.',
            },
            {
              text: 'Disable the VPN until the fix is in, and let staff use hotel Wi-Fi directly.',
            },
          ],
        },
      ],
    },
    {
      id: 'ManInTheMiddle-14',
      kind: 'scenario',
      prompt:
        'Naledi realises she typed her banking login and one-time PIN into a page at yourbank-login.co. She has already called the fraud line on the number on her card. What should she do next?',
      options: [
        {
          text: 'Change her password from the same laptop, since a new password locks them out.',
          explanation:
            'A stolen session cookie lets the criminal stay logged in without the password. The same laptop may also be infected or on the same hostile network.',
          correct: false,
        },
        {
          text: 'Wait for the bank’s SMS, because a stolen one-time PIN cannot be used twice.',
          explanation:
            'The criminal does not need the PIN again once they hold the session. Waiting gives them time to move money or add payees.',
          correct: false,
        },
        {
          text: "Use a clean computer to reset her password, since the laptop's malware would capture it.",
          explanation:
            'The criminal may hold her session cookie, which keeps working until it expires, even after a password change. Ending open sessions from a safe device and network cuts them off.',
          correct: true,
        },
        {
          text: 'Delete her browser history so the fake page cannot reach her details again.',
          explanation:
            'Her details have already been copied to the criminal. Clearing history on her side does nothing to the stolen session.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Tiago notices he entered his banking password and a one-time PIN on a page at mybank-secure.example. He has already phoned the fraud number printed on his card. What is the sensible next step?',
          options: [
            {
              text: 'Change his password on the same laptop, because that alone shuts the criminal out.',
            },
            {
              text: 'Wait for an SMS from the bank, as a used one-time PIN will not work a second time.',
            },
            {
              text: 'Reset the password on a separate device he trusts, as his laptop may be infected.',
              explanation:
                'The criminal may hold his session cookie, which keeps working until it expires, even after a password change. Ending open sessions from a safe device and network cuts them off.',
            },
            {
              text: 'Delete his browsing history so the fake site can no longer get at his details.',
              explanation:
                'His details are already in the criminal’s hands. Clearing the history on his own laptop does nothing to the session they stole.',
            },
          ],
        },
      ],
    },
    {
      id: 'ManInTheMiddle-15',
      kind: 'scenario',
      prompt:
        'On Highveld Bank’s operations desk, Jabu sees a customer log in from Durban. Two minutes later the same session adds a new payee from a network in another country. What does this suggest?',
      options: [
        {
          text: 'A travel VPN the customer uses, which is normal and needs no follow-up.',
          explanation:
            'A VPN might explain a new location, but a new payee minutes after login from abroad is a classic sign of a stolen session. It needs checking.',
          correct: false,
        },
        {
          text: 'A hijacked session from a relay, so hold the payee and call the customer.',
          explanation:
            'Activity from a new place straight after a real login is a warning sign. [Network Monitoring](/defenses/NetworkMonitoring) can flag it, and quick action stops the payment.',
          correct: true,
        },
        {
          text: 'A glitch in the location data, so log it for IT to check next week.',
          explanation:
            'A stolen session cookie does let one session appear in two places; that is the point of the attack. Waiting a week lets the payment go through.',
          correct: false,
        },
        {
          text: 'A family member sharing the login, which is the customer’s own business.',
          explanation:
            'Assuming an innocent reason lets fraud through. A new payee right after a login from somewhere new should be checked with the customer.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'On the night shift at Hadeda Bank’s fraud desk, Megan sees a customer sign in from Polokwane. Within three minutes the same session creates a new beneficiary from an overseas network. What is the likely explanation?',
          options: [
            {
              text: 'The customer’s holiday VPN: log it as normal and take no further step.',
            },
            {
              text: 'A hijacked session via a relay: freeze the beneficiary and ring the client.',
            },
            {
              text: 'A fault in the location feed: flag it for IT to look at next week.',
            },
            {
              text: 'A relative using the same login, which is up to the customer and needs no check.',
            },
          ],
        },
      ],
    },
    {
      id: 'ManInTheMiddle-16',
      kind: 'knowledge',
      prompt: 'What does HSTS tell a web browser to do?',
      options: [
        {
          text: 'Refuse plain connections to that site and insist on encryption.',
          explanation:
            'HSTS stops browsers dropping back to plain, unencrypted connections, which someone in the middle could read or change. It is part of [HTTPS and Encryption](/defenses/HttpsAndEncryption).',
          correct: true,
        },
        {
          text: 'Hide the website’s address from other people sharing the same network.',
          explanation:
            'HSTS does not hide which site you visit. It makes sure the connection to that site stays encrypted.',
          correct: false,
        },
        {
          text: 'Warn the user when the website’s owner changes its bank details.',
          explanation:
            'HSTS knows nothing about bank details. Confirming new bank details on a known number is a separate habit.',
          correct: false,
        },
        {
          text: 'Block pop-ups and adverts that try to load on top of the website.',
          explanation:
            'HSTS is not an advert blocker. It stops a browser from using an unencrypted connection to the site.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'A bank’s website sends an HSTS header. What does that instruct the visitor’s browser to do?',
          options: [
            {
              text: 'Use encrypted connections to the site and turn down plain ones.',
            },
            {
              text: 'Conceal which site is being visited from others on the same Wi-Fi.',
            },
            {
              text: 'Alert the visitor if the site’s owner switches to new banking details.',
            },
            {
              text: 'Stop adverts and pop-up windows from appearing over the site’s pages.',
            },
          ],
        },
      ],
    },
    {
      id: 'ManInTheMiddle-17',
      kind: 'scenario',
      prompt:
        'In a café, a friend warns Pule: “Anyone on this Wi-Fi can read your banking password.” Pule is on his bank’s real site, with no browser warnings. Which statement is most accurate?',
      options: [
        {
          text: 'His friend is right, since café Wi-Fi lets other users see what each person types.',
          explanation:
            'Encryption defeats most network eavesdropping. Others on the Wi-Fi see scrambled data, not his password.',
          correct: false,
        },
        {
          text: 'His friend is right, unless the café’s Wi-Fi has a password that keeps strangers out.',
          explanation:
            'A shared Wi-Fi password does not stop other customers who know it. What protects him is HTTPS, not the Wi-Fi password.',
          correct: false,
        },
        {
          text: 'He is safe because café owners check their networks for hackers each morning.',
          explanation:
            'A café owner’s check does not make a network safe. His protection comes from the encrypted HTTPS connection and from heeding browser warnings.',
          correct: false,
        },
        {
          text: 'He is safe: HTTPS scrambles his session end to end, and other café users see gibberish.',
          explanation:
            'TLS encrypts the connection and proves the site’s identity, so someone on the same Wi-Fi cannot read or change it. The danger lies in certificate warnings, fake hotspots and look-alike pages.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'Waiting for a flight, Grace logs in to her bank’s genuine website on the airport Wi-Fi, and the browser shows no warnings. A colleague tells her: “Anybody on this network can see the password you type.” Which statement is most accurate?',
          options: [
            {
              text: 'Her colleague is correct, as shared Wi-Fi lets other travellers see what she types.',
              explanation:
                'Encryption defeats most eavesdropping on a network. Other travellers on the Wi-Fi see scrambled data, not her password.',
            },
            {
              text: 'Her colleague is correct, unless the airport Wi-Fi requires a password to join.',
              explanation:
                'A Wi-Fi password that many people share does not keep out the others who know it. What protects her is the encrypted HTTPS connection.',
            },
            {
              text: 'She is fine, since airport IT teams scan the network for intruders daily.',
              explanation:
                'A daily scan by the airport does not make a network safe. Her protection comes from the encrypted connection to the bank and from heeding browser warnings.',
            },
            {
              text: 'She is fine, as the encrypted session turns her data into noise for other users.',
            },
          ],
        },
      ],
    },
    {
      id: 'ManInTheMiddle-18',
      kind: 'knowledge',
      prompt:
        'Why can a bank’s network monitoring do little about interception on a customer’s home Wi-Fi?',
      options: [
        {
          text: 'Home networks are encrypted so strongly that monitoring tools cannot read them.',
          explanation:
            'The bank’s tools are not defeated by encryption here. They simply do not sit on the customer’s home network.',
          correct: false,
        },
        {
          text: 'Home banking traffic may not legally be monitored once a customer has logged in.',
          explanation:
            'The law is not the limit here. The bank’s monitoring sees its own systems, and the customer’s home network is not one of them.',
          correct: false,
        },
        {
          text: 'Home networks sit beyond what the bank can watch from its side.',
          explanation:
            'Interception on a customer’s home Wi-Fi happens outside the bank’s view. Monitoring can still spot a login from a new place straight after a real one.',
          correct: true,
        },
        {
          text: 'Home routers block the bank’s monitoring tools unless the customer allows them.',
          explanation:
            'Routers do not block or allow bank monitoring. The bank’s view simply stops at the edge of its own systems.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Someone is intercepting traffic on a customer’s own home Wi-Fi. Why can the bank’s network monitoring barely help?',
          options: [
            {
              text: 'Household networks use encryption too strong for the bank’s tools to break.',
            },
            {
              text: 'The law forbids banks from watching a customer’s traffic after login.',
            },
            {
              text: 'That part of the route lies beyond anything the lender itself can observe.',
            },
            {
              text: 'Home routers shut out the bank’s monitoring unless the customer permits it.',
            },
          ],
        },
      ],
    },
    {
      id: 'ManInTheMiddle-19',
      kind: 'scenario',
      prompt:
        'Sipho, a relationship manager, is working from a guesthouse. The staff VPN feels slow, so he plans to switch it off and use the guesthouse Wi-Fi directly. What is the risk?',
      options: [
        {
          text: 'The tunnel is gone, so his work traffic crosses a network he cannot trust.',
          explanation:
            'A VPN sends staff traffic through an encrypted tunnel on untrusted networks. That is why banks move to always-on VPN, which does not rely on staff leaving it on.',
          correct: true,
        },
        {
          text: 'Little, as a guesthouse Wi-Fi with a password keeps outsiders off it.',
          explanation:
            'A shared password does not keep out other guests, or a fake hotspot with the same name. The VPN tunnel is what protects his traffic.',
          correct: false,
        },
        {
          text: 'Little, as the bank’s firewall checks his traffic when it arrives at the bank.',
          explanation:
            'The firewall sees traffic when it arrives. Interception happens on the way, on the guesthouse network.',
          correct: false,
        },
        {
          text: 'The main risk is that the guesthouse sees which sites he visits at night.',
          explanation:
            'Privacy from the host is a minor concern. The real risk is that someone on the network can read or change his work traffic.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Anneke, a credit analyst at a bank, is working from a holiday flat in Hermanus. The staff VPN keeps lagging, so she wants to disconnect it and go straight onto the flat’s Wi-Fi. What is the risk?',
          options: [
            {
              text: 'Without the tunnel, her work traffic passes over Wi-Fi nobody vouches for.',
            },
            {
              text: 'Minimal: the flat’s Wi-Fi password keeps strangers off the network.',
              explanation:
                'A shared password does not keep out everyone who has been given it, or a fake hotspot with the same name. The VPN tunnel is what protects her traffic.',
            },
            {
              text: 'Minimal: the bank’s firewall checks her traffic when it reaches the bank.',
              explanation:
                'The firewall sees traffic only once it arrives. Interception happens on the way, on the holiday flat’s network.',
            },
            {
              text: 'Mainly that the flat’s owner could see which websites she visits late at night.',
              explanation:
                'Privacy from the owner is a minor concern. The real risk is that someone on the network can read or change her work traffic.',
            },
          ],
        },
      ],
    },
  ],
  sources: [triangle, microsoftAitm2022, verizonDbir2025],
};
