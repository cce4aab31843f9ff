import { CISA, CYBERSECURITY_HUB, NCSC_UK, SAPS, withHow } from '../reporting-channels';
import type { FraudContent, Source } from '../types';

const mybroadband2019: Source = {
  title: 'How much money DDoS attackers demanded from South African banks',
  publisher: 'MyBroadband',
  year: 2019,
  url: 'https://mybroadband.co.za/news/security/324929-how-much-money-ddos-attackers-demanded-from-south-african-banks.html',
};

const techcentral2019: Source = {
  title: 'Sabric says SA banks are under sustained DDoS attacks',
  publisher: 'TechCentral',
  year: 2019,
  url: 'https://techcentral.co.za/sabric-says-sa-banks-are-under-sustained-ddos-attacks/180383',
};

const cloudflare2025q4: Source = {
  title:
    '2025 Q4 DDoS threat report: a record-setting 31.4 Tbps attack caps a year of massive DDoS assaults',
  publisher: 'Cloudflare',
  year: 2026,
  url: 'https://blog.cloudflare.com/ddos-threat-report-2025-q4/',
};

const enisa2025: Source = {
  title: 'ENISA Threat Landscape 2025',
  publisher: 'European Union Agency for Cybersecurity (ENISA)',
  year: 2025,
  url: 'https://www.enisa.europa.eu/publications/enisa-threat-landscape-2025',
};

const enisaFinance: Source = {
  title: 'ENISA Threat Landscape: Finance Sector',
  publisher: 'European Union Agency for Cybersecurity (ENISA)',
  year: 2025,
  url: 'https://www.enisa.europa.eu/publications/enisa-threat-landscape-finance-sector',
};

const ncscDos: Source = {
  title: 'Denial of Service (DoS) guidance collection',
  publisher: 'National Cyber Security Centre (UK)',
  year: 2018,
  url: 'https://www.ncsc.gov.uk/guidance/denial-service-dos-guidance-collection',
};

export const fraud: FraudContent = {
  id: 'Ddos',
  summary:
    'Attackers flood a bank’s website, app or network with junk traffic from many hijacked devices, so real customers cannot get in.',
  whatItIs: [
    'A denial-of-service attack tries to make an online service unusable by overloading it. In a distributed denial-of-service (DDoS) attack, the traffic comes from thousands or even millions of devices at once. These usually form a botnet: a network of hacked computers, routers, cameras and smart TVs that the attacker controls without their owners knowing.',
    'A DDoS attack does not steal data by itself. The harm is downtime. Customers cannot log in or pay, call centres overflow, and trust drops. Attackers use it to extort money or to make a political point. Or they use it as a smokescreen that keeps staff busy while another attack happens.',
  ],
  howItWorks: [
    'The attacker builds or rents a botnet, often made of poorly secured devices linked to the internet. Or they buy a “DDoS-for-hire” service.',
    'Extortionists often send a ransom note first, threatening an attack unless they are paid.',
    'They launch a flood. Some attacks fill the internet connection with sheer volume. Others send huge numbers of fake web requests that look like real visitors and wear out the servers.',
    'Many attacks use amplification. Small requests are sent to badly set-up servers, which then fire much larger replies at the victim.',
    'Attacks often come in short, intense bursts and change method to get around defences.',
    'While staff fight the outage, the attacker may try something else, such as fraud or a break-in.',
  ],
  warningSigns: [
    'Online banking or the app suddenly slows down or stops for many customers at once.',
    'Traffic spikes from many countries at once, or from networks full of home devices.',
    'An email threatens an attack unless a ransom is paid.',
    'The call centre fills up with “site down” complaints.',
    'A hacktivist group names your bank or country as a target on social media.',
    'The outage happens at the same time as unusual transactions or login attempts.',
  ],
  realCase: {
    title: 'Ransom-driven DDoS attacks on South African banks',
    where: 'South Africa, 2019',
    whatHappened: [
      'From 23 October 2019, a wave of DDoS attacks hit several South African banks. The attacks targeted the online services they offer to the public. SABRIC, the banks’ crime information centre, said the attacks began with ransom notes. These were emailed to staff and to general addresses that were listed publicly. SABRIC said the same campaign hit organisations in other countries too.',
      'SABRIC’s acting chief executive said the attackers demanded two to four bitcoin from each bank. That was worth roughly R200,000 to R550,000 per bank at the time. Absa, Capitec, Nedbank and Standard Bank said the effects were minor, with short disruptions to some online services.',
      'SABRIC stressed that a DDoS attack is not a hack and that no customer data was at risk. The banks had defences ready, so the impact stayed small. That is the point of preparing before the attack rather than during it.',
    ],
    source: mybroadband2019,
  },
  statistics: [
    {
      text: 'Cloudflare blocked 47.1 million DDoS attacks in 2025, more than double the number in 2024. The largest reached a record 31.4 terabits per second. Cloudflare sells DDoS protection, so read this as one large provider’s view.',
      year: 2025,
      source: cloudflare2025q4,
    },
    {
      text: 'ENISA looked at 4,875 incidents in the EU between July 2024 and June 2025. DDoS attacks made up 77% of them, mostly by hacktivists. Only a small share caused real disruption to services.',
      year: 2025,
      source: enisa2025,
    },
    {
      text: 'In the EU finance sector between January 2023 and June 2024, 58% of DDoS incidents hit banks and 21% hit government finance websites. Peaks were linked to political conflicts such as the war in Ukraine.',
      year: 2024,
      source: enisaFinance,
    },
  ],
  whoIsTargeted: [
    'Any organisation whose customers depend on being online is at risk: banks, payment providers, telecoms firms, government websites and online shops. Banks are a favourite because an outage is visible, embarrassing and costly. Extortionists also hope a bank will pay to make it stop.',
    'Customers are hit too, even though the attack is aimed at the bank. When online banking is down they cannot pay. And criminals sometimes send fake “service update” messages during an outage to steal login details.',
  ],
  howToDefend: [
    '[DDoS Protection Service](/defenses/DdosProtection) is the main answer. Only a provider with far more capacity than the attacker can absorb the largest floods. With on-demand scrubbing, traffic is sent for cleaning only after someone notices the attack. That is often too slow, because many attacks last only minutes (40% in the game). Always-on protection through a large content delivery network reacts in seconds (75%). Spreading the service over several providers removes a single point of failure (95%).',
    '[Traffic Filtering](/defenses/TrafficFiltering) works at the bank’s own edge. Firewall rules close doors that are not needed, and rate limits slow floods of requests. A web application firewall with bot management spots fake visitors (30% to 60%). It cannot help if the flood fills the internet connection before it reaches the bank.',
    '[Network Monitoring](/defenses/NetworkMonitoring) does not block traffic. But it shows quickly that an attack has started, and whether it hides something else, such as a break-in (25% to 50%). The UK’s National Cyber Security Centre adds that no one can remove DoS risk completely. Know your weak points, plan how the service can keep running in a reduced way, and test the plan. Never pay a DDoS ransom; paying does not guarantee the attack stops.',
  ],
  ifItHappensToYou: {
    steps: [
      'Staff: tell the IT or security team at once and start the DDoS response plan.',
      'Call your DDoS protection provider and internet service provider so they can filter the traffic.',
      'Watch closely for other attacks, such as fraud or a break-in, that may be hiding behind the outage.',
      'Keep any ransom email, and do not reply or pay. Report it to SAPS and the Cybersecurity Hub.',
      'Customers: use only the bank’s official app, website and social media for updates. Ignore messages that offer a “workaround” link.',
    ],
    southAfrica: [
      CYBERSECURITY_HUB,
      withHow(
        SAPS,
        'Open a case. Cyber extortion, and unlawfully interfering with a computer system, are crimes under the Cybercrimes Act.',
      ),
    ],
    international: [
      CISA,
      withHow(
        NCSC_UK,
        'UK organisations can report significant cyber incidents and find DoS guidance.',
      ),
    ],
  },
  glossary: [
    {
      term: 'Botnet',
      definition:
        'A network of hacked devices that an attacker controls from afar, often without the owners knowing.',
    },
    {
      term: 'Amplification',
      definition:
        'A trick where small requests to badly set-up servers produce much larger replies aimed at the victim.',
    },
    {
      term: 'Scrubbing',
      definition:
        'Passing traffic through a cleaning centre that removes attack traffic and lets real visitors through.',
    },
    {
      term: 'Content delivery network (CDN)',
      definition:
        'A large network of servers around the world that delivers a website’s content and can soak up floods.',
    },
    {
      term: 'Hacktivist',
      definition: 'An attacker driven by a political or social cause rather than money.',
    },
  ],
  quiz: [
    {
      id: 'Ddos-1',
      kind: 'knowledge',
      prompt: 'What does a DDoS attack do to a bank’s online service?',
      options: [
        {
          text: 'It copies customer passwords from the database while the website stays up.',
          explanation:
            'A DDoS attack does not steal data by itself. It overloads the service; stealing passwords would need a separate break-in.',
          correct: false,
        },
        {
          text: 'It buries the site under rubbish from a vast crowd of machines at once.',
          explanation:
            'The harm of a DDoS attack is downtime. Junk traffic from a botnet overloads the service, so real customers cannot log in or pay.',
          correct: true,
        },
        {
          text: 'It encrypts the bank’s files and demands a ransom for the key to unlock them.',
          explanation:
            'Encrypting files and demanding money for the key is [ransomware](/frauds/Ransomware), a different attack from a flood of traffic.',
          correct: false,
        },
        {
          text: 'It moves money out of accounts by sending fake payment orders to the bank.',
          explanation:
            'A flood of traffic does not move money. Fraud can happen during an outage, but it is a separate attack hiding behind the noise.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'What is the effect of a distributed denial-of-service attack on a bank’s website or app?',
          options: [
            {
              text: 'It lifts customer passwords out of the database while the site keeps working.',
            },
            { text: 'It chokes the service with meaningless requests from countless devices.' },
            { text: 'It scrambles the bank’s files and asks for payment to release the key.' },
            { text: 'It drains accounts by sending the bank fake instructions to pay out.' },
          ],
        },
      ],
    },
    {
      id: 'Ddos-2',
      kind: 'scenario',
      prompt:
        'The IT mailbox of Karoo Mutual Bank receives an email: “Pay 3 bitcoin by Friday or we will take your online banking offline for a week.” What should the bank do?',
      options: [
        {
          text: 'Pay quietly, because a week offline would cost the bank far more than 3 bitcoin.',
          explanation:
            'Paying does not guarantee that the attack stops, and it tells criminals the bank is willing to pay, which invites the next demand.',
          correct: false,
        },
        {
          text: 'Reply to the sender and try to negotiate a lower amount to buy the bank some time.',
          explanation:
            'Replying and bargaining signals that the bank might pay. Keep the email as evidence, do not reply, and report it to the police.',
          correct: false,
        },
        {
          text: 'Delete the email and report it to SAPS, since keeping threats can spread panic.',
          explanation:
            'Reporting is right, but the email itself is the evidence the police and the Cybersecurity Hub need. Keep it, and neither reply nor pay.',
          correct: false,
        },
        {
          text: 'Keep the email, warn security and the DDoS provider, since an attack may follow.',
          explanation:
            'Ransom notes often come before the flood, as in the 2019 attacks on South African banks. Keep the evidence, get the defences ready, and report it to SAPS and the Cybersecurity Hub.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'A message lands in the general enquiries inbox of Marula Bank: “Send 2 bitcoin by Monday 09:00, or your app and website go dark for five days.” How should the bank respond?',
          options: [
            { text: 'Pay it discreetly: five days offline would cost far more than 2 bitcoin.' },
            { text: 'Write back and bargain for a smaller sum to buy the bank some time.' },
            { text: 'Report it to SAPS and then delete the email to avoid spreading panic.' },
            { text: 'Keep it as evidence; get security and the DDoS provider ready.' },
          ],
        },
      ],
    },
    {
      id: 'Ddos-3',
      kind: 'knowledge',
      prompt: 'What is a botnet?',
      options: [
        {
          text: 'A crowd of hijacked gadgets, such as routers and cameras, run by one attacker.',
          explanation:
            'A botnet is made of poorly secured devices, such as routers, cameras and smart TVs, that an attacker controls from afar without the owners knowing.',
          correct: true,
        },
        {
          text: 'A bank’s website chatbot that answers customer questions automatically.',
          explanation:
            'A chatbot is a legitimate tool that talks to customers. A botnet is a set of hijacked devices used to send attack traffic.',
          correct: false,
        },
        {
          text: 'A firewall service that spots and blocks automated traffic before it reaches the bank.',
          explanation:
            'Blocking automated traffic is a defence, such as [Traffic Filtering](/defenses/TrafficFiltering). A botnet is the attacker’s tool, not the bank’s shield.',
          correct: false,
        },
        {
          text: 'A group of hackers who meet online to plan an attack on the same bank together.',
          explanation:
            'The “net” in botnet is the set of hacked machines, not a group of people. The owners of those devices usually have no idea they are taking part.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt: 'In a DDoS attack, what is meant by a botnet?',
          options: [
            { text: 'Many hacked devices, like routers and webcams, run by one attacker.' },
            { text: 'An automated chat assistant on a bank’s website that answers queries.' },
            { text: 'A firewall service that catches and blocks automated traffic at the edge.' },
            { text: 'A circle of hackers who gather online to plan a joint attack on a bank.' },
          ],
        },
      ],
    },
    {
      id: 'Ddos-4',
      kind: 'knowledge',
      prompt: 'Why is on-demand scrubbing often too slow to protect a bank from a DDoS attack?',
      options: [
        {
          text: 'It sends real customers to a slower backup site while the cleaning runs.',
          explanation:
            'Scrubbing passes traffic through a cleaning centre that lets real visitors through. Its weakness is the delay before it is switched on.',
          correct: false,
        },
        {
          text: 'It can clean web requests but cannot cope with floods aimed at the connection.',
          explanation:
            'Scrubbing removes attack traffic before it reaches the bank, which is how large floods are absorbed. The weakness is timing, not the kind of traffic.',
          correct: false,
        },
        {
          text: 'It starts once someone spots the attack, and many floods end within minutes.',
          explanation:
            'With on-demand scrubbing, traffic goes for cleaning only after someone spots the attack. Always-on protection through a content delivery network reacts in seconds instead.',
          correct: true,
        },
        {
          text: 'It sends traffic to a cleaning centre with less capacity than most botnets attacking banks.',
          explanation:
            'Large scrubbing providers have more capacity than the attackers. The trouble is that traffic goes for cleaning only after someone notices, and many attacks last just minutes.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'A bank uses scrubbing that is switched on when needed. Why does this often fail to protect it during a DDoS attack?',
          options: [
            { text: 'It diverts real customers to a slower backup site during the cleaning.' },
            { text: 'It handles web requests but cannot deal with floods that fill the line.' },
            { text: 'It waits for someone to notice, and many floods are over in minutes.' },
            { text: 'Its cleaning centres hold less capacity than the botnets aimed at banks.' },
          ],
        },
      ],
    },
    {
      id: 'Ddos-5',
      kind: 'scenario',
      prompt:
        'During a DDoS attack on Highveld Bank’s app, Pieter on the fraud desk sees a sudden spike in large transfers from customer accounts to new payees. What is the best reading?',
      options: [
        {
          text: 'The flood may be a smokescreen, so the transfers need urgent checking now.',
          explanation:
            'Attackers sometimes use an outage to keep staff busy while they commit fraud, so unusual transactions during an outage are a warning sign.',
          correct: true,
        },
        {
          text: 'It is probably a coincidence, so the team should fix the outage first.',
          explanation:
            'Treating it as chance could let real theft run unchecked. During an outage, staff should watch for fraud or a break-in hiding behind it.',
          correct: false,
        },
        {
          text: 'The DDoS flood has pushed money out of the accounts by overloading them.',
          explanation:
            'A flood of traffic cannot move money by itself. If money is moving, someone is using the accounts, which points to a second attack.',
          correct: false,
        },
        {
          text: 'Customers are moving money away in a panic, which is normal in an outage.',
          explanation:
            'During the outage, customers struggle to log in at all. Large transfers to new payees at that moment are a fraud warning sign, not panic.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'While a DDoS flood is slowing Zenzele Bank’s online banking, Nokuthula in fraud operations notices a surge of big payments from customer accounts to newly added beneficiaries. How should she read this?',
          options: [
            { text: 'This may be cover for theft; investigate those payments urgently.' },
            { text: 'It is most likely chance, and the team should restore service first.' },
            { text: 'The flood has forced money out of the accounts by overloading them.' },
            { text: 'Customers are panicking and moving funds, which is normal in an outage.' },
          ],
        },
      ],
    },
    {
      id: 'Ddos-6',
      kind: 'knowledge',
      prompt:
        'In the 2019 DDoS attacks on South African banks, what did SABRIC say about customer data?',
      options: [
        {
          text: 'Card numbers were taken while staff were busy dealing with the outage.',
          explanation:
            'No data theft was reported in this campaign. The smokescreen risk is real in general, but SABRIC said customer data was not at risk here.',
          correct: false,
        },
        {
          text: 'Some login details leaked because the banks’ firewalls switched off under load.',
          explanation:
            'Firewalls do not hand out data when they are busy. SABRIC said this was not a hack and that no customer data was at risk.',
          correct: false,
        },
        {
          text: 'It stayed safe, because swamping a website does not open its databases.',
          explanation:
            'SABRIC stressed that a DDoS attack is not a hack. The banks reported only short disruptions to some online services, and no customer data was at risk.',
          correct: true,
        },
        {
          text: 'No one could tell, because the banks’ systems were offline for several weeks.',
          explanation:
            'The banks said the effects were minor, with short disruptions to some online services, not weeks offline.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'What did SABRIC tell the public about customer data after the DDoS campaign against South African banks in 2019?',
          options: [
            { text: 'Card details were stolen while staff were tied up with the outage.' },
            { text: 'Some logins leaked when the banks’ firewalls failed under the load.' },
            { text: 'Nothing was exposed: flooding a site is not the same as hacking it.' },
            { text: 'Nobody knew yet; the banks’ systems had been down for several weeks.' },
          ],
        },
      ],
    },
    {
      id: 'Ddos-7',
      kind: 'knowledge',
      prompt:
        'Which job can a bank’s own firewall rules and rate limits not do against a DDoS attack?',
      options: [
        {
          text: 'Close the network doors that the bank’s services have no need to keep open.',
          explanation:
            'Firewall rules that close unneeded doors are one of the things [Traffic Filtering](/defenses/TrafficFiltering) does well at the bank’s edge.',
          correct: false,
        },
        {
          text: 'Stop a flood that fills the internet line before it even gets to the bank.',
          explanation:
            'Filtering at the bank’s edge is useless once the line into the bank is full. That needs a provider with far more capacity, such as a [DDoS protection service](/defenses/DdosProtection).',
          correct: true,
        },
        {
          text: 'Slow down a single source that sends far more requests than a person could.',
          explanation:
            'Rate limits exist for this. They slow floods of requests from sources sending far more than a real user would.',
          correct: false,
        },
        {
          text: 'Spot fake visitors by using a web application firewall with bot management.',
          explanation:
            'A web application firewall with bot management is part of traffic filtering, and it can spot fake visitors that look like real ones.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Against a DDoS attack, what is beyond the reach of filters and rate limits run at the bank’s own edge?',
          options: [
            { text: 'Closing network ports that the bank’s services do not need open.' },
            { text: 'Stopping a flood so big that it fills the connection upstream.' },
            { text: 'Throttling one source that fires far more requests than a person could.' },
            { text: 'Telling fake visitors apart with a web application firewall and bot rules.' },
          ],
        },
      ],
    },
    {
      id: 'Ddos-8',
      kind: 'knowledge',
      prompt: 'What is amplification in a DDoS attack?',
      options: [
        {
          text: 'Renting extra bots from a DDoS-for-hire service to grow the size of the flood quickly.',
          explanation:
            'Renting a DDoS-for-hire service adds bots, but amplification is about making each small request produce a much larger reply.',
          correct: false,
        },
        {
          text: 'Running the flood for several days instead of a short burst of a few minutes.',
          explanation:
            'Attack length is a separate matter, and many attacks come in short bursts. Amplification is about the size of the replies, not how long they last.',
          correct: false,
        },
        {
          text: 'Posting the target on social media for more hacktivists to join in.',
          explanation:
            'Hacktivists do name targets on social media, but that is recruiting. Amplification is a technical trick that uses badly set-up servers.',
          correct: false,
        },
        {
          text: 'Short queries to poorly configured machines bounce back far larger answers.',
          explanation:
            'The attacker sends small requests to badly set-up servers, which fire much larger replies at the victim. The attacker gets far more traffic out than they put in.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt: 'In DDoS attacks, what does the term amplification describe?',
          options: [
            {
              text: 'Hiring more bots from a DDoS-for-hire service to make the flood bigger fast.',
            },
            { text: 'Keeping the flood going for days rather than in one short burst.' },
            { text: 'Sharing the target online to get more hacktivists to join in.' },
            { text: 'Tiny queries get misconfigured servers to hit the target with huge answers.' },
          ],
        },
      ],
    },
    {
      id: 'Ddos-9',
      kind: 'scenario',
      prompt:
        'Online banking at Umoya Bank has been down for an hour. Your aunt forwards an SMS: “Umoya systems down. Use this temporary link for urgent payments: umoya-pay.co.” What do you tell her?',
      options: [
        {
          text: 'Use the link for urgent bills, since the normal site is down until tomorrow.',
          explanation:
            'An outage is exactly when fake workaround links appear. A link to a different domain is a way to steal her login, not a way around the outage.',
          correct: false,
        },
        {
          text: 'Reply to the SMS first and ask the sender to confirm it is from the bank.',
          explanation:
            'Replying reaches the criminal, who will say it is genuine, and it confirms that her number is active.',
          correct: false,
        },
        {
          text: "Use Umoya's own app or website instead, since fake links spread during outages.",
          explanation:
            'Criminals send fake “service update” messages during outages to steal logins. Updates on the bank’s own app, website and social media are the ones to trust.',
          correct: true,
        },
        {
          text: 'Use the link but change her password afterwards, in case it is not genuine.',
          explanation:
            'Once she types her details into the fake page, the criminals can act at once. Changing the password later may come too late.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Zenzele Bank’s app has been failing all afternoon. Your neighbour, Mr Dlamini, shows you a WhatsApp message: “Zenzele systems offline. Make urgent payments via this backup page: zenzele-backup.example.” What do you advise?',
          options: [
            {
              text: 'Use the backup page for urgent payments while the main site is down.',
              explanation:
                'An outage is exactly when fake workaround links appear. A page on a different domain is a way to steal his login, not a way around the outage.',
            },
            {
              text: 'Reply to the message first and ask the sender to prove it is the bank.',
              explanation:
                'Replying reaches the criminal, who will insist it is genuine, and it confirms that his number is in use.',
            },
            { text: 'Stick to Zenzele’s own app or website; fake links appear in outages.' },
            {
              text: 'Use the page, then change his password later if it turns out to be fake.',
              explanation:
                'Once he types his details into the fake page, the criminals can act at once. Changing the password later may come too late.',
            },
          ],
        },
      ],
    },
    {
      id: 'Ddos-11',
      kind: 'scenario',
      prompt:
        'At the Mthatha branch of Kestrel Bank, queues grow as customers say the app will not load. Other branches report the same, and the call centre is full. What should branch staff do first?',
      options: [
        {
          text: 'Help customers reinstall the app, since a slow app usually means an old version.',
          explanation:
            'When customers at many branches are hit at the same moment, the problem is the bank’s service, not the app version on each phone.',
          correct: false,
        },
        {
          text: 'Raise it with IT security straight away, since the response plan must start.',
          explanation:
            'A sudden slowdown for many customers at once, with the call centre filling up, is a DDoS warning sign. Alerting IT or security gets the response plan moving quickly.',
          correct: true,
        },
        {
          text: 'Ask customers to change their passwords, in case their accounts were hacked.',
          explanation:
            'A DDoS attack is not a hack and does not steal passwords by itself. Changing passwords would not bring the service back.',
          correct: false,
        },
        {
          text: 'Wait an hour before reporting it, as most outages like this fix themselves.',
          explanation:
            'Attacks often come in short, intense bursts and change method. Losing an hour gives the attackers time and can hide a second attack.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'At Ikhaya Bank’s branch in Kimberley, customers complain that online banking keeps timing out. Staff at other branches say the same, and the contact centre lines are jammed. What should the branch team do first?',
          options: [
            {
              text: 'Help customers reinstall the app; slowness usually means an outdated version.',
            },
            { text: 'Alert IT security right away so the incident plan gets under way.' },
            { text: 'Ask customers to change their passwords now; they may have been hacked.' },
            { text: 'Wait an hour before escalating; outages like this tend to clear up.' },
          ],
        },
      ],
    },
    {
      id: 'Ddos-12',
      kind: 'scenario',
      prompt:
        'Zanele on the operations desk spots a social media post by a hacktivist group. It names her bank and “all South African banks” as its targets this week. What should she do?',
      options: [
        {
          text: 'Pass the post to security staff, since the plan and the provider must be ready.',
          explanation:
            'A hacktivist group naming your bank or country is a warning sign. Preparing before the attack, not during it, is what kept the impact small for banks in 2019.',
          correct: true,
        },
        {
          text: 'Ignore it, since hacktivist groups mostly post threats and seldom go on to attack banks.',
          explanation:
            'ENISA found that hacktivists were behind most of the DDoS incidents it studied, and banks are a favourite target. A named threat deserves preparation.',
          correct: false,
        },
        {
          text: 'Reply to the post to show the group that the bank is watching and well protected.',
          explanation:
            'Engaging in public can provoke the group and tells the bank nothing useful. The page’s advice is to prepare the defences and follow the response plan.',
          correct: false,
        },
        {
          text: 'Switch off online banking for the week so there is no service left to attack.',
          explanation:
            'Taking the service offline does the attackers’ job for them. The aim is to keep the service running, in a reduced way if needed.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Lindiwe, who monitors social media for her bank, finds a post by a hacktivist channel naming her employer and “every bank in South Africa” as targets for the coming days. What should she do?',
          options: [
            { text: 'Pass the post to security so defences and the provider are ready.' },
            { text: 'Ignore it; hacktivists mostly talk and rarely go after banks.' },
            {
              text: 'Reply publicly to show the group that the bank is watching and ready.',
              explanation:
                'Engaging in public can provoke the group and tells the bank nothing useful. The better move is to prepare the defences and follow the response plan.',
            },
            { text: 'Take online banking down for the week so attackers have no target.' },
          ],
        },
      ],
    },
    {
      id: 'Ddos-13',
      kind: 'scenario',
      prompt:
        '“We pay for always-on DDoS protection now,” says Kabelo, Kestrel Bank’s IT manager, “so we can drop the outage plan and skip this year’s test.” What is the best reply?',
      options: [
        {
          text: 'He is right, because the new protection reacts within seconds of an attack.',
          explanation:
            'Always-on protection is fast, but fast is not the same as perfect. The NCSC advice is to plan and test for running a reduced service anyway.',
          correct: false,
        },
        {
          text: 'He is right, as long as the provider signs a contract promising full uptime.',
          explanation:
            'A contract moves the blame but does not keep customers online. The NCSC advice is to plan and test for a reduced service.',
          correct: false,
        },
        {
          text: 'He is right to keep the plan on paper but skip tests, since tests can cause outages.',
          explanation:
            'A plan that has never been tried often fails when it is needed. The NCSC advice is to test the plan, not just to write it.',
          correct: false,
        },
        {
          text: 'He is wrong: the risk stays, so plan and rehearse a cut-down service.',
          explanation:
            'The UK’s National Cyber Security Centre says no one can remove DoS risk completely. Know your weak points, plan how to keep running in a reduced way, and test the plan.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            '“Now that our DDoS protection runs all the time,” says Farouk, Ikhaya Bank’s head of infrastructure, “we can scrap the outage plan and cancel this year’s exercise.” How should you respond?',
          options: [
            { text: 'He has a point: the protection responds within seconds of any attack.' },
            { text: 'He has a point if the provider signs up to full uptime in the contract.' },
            {
              text: 'He is half right: keep the plan on paper but drop tests that might cause outages.',
            },
            {
              text: 'He is mistaken: some risk remains, so practise running a slimmed-down service.',
            },
          ],
        },
      ],
    },
    {
      id: 'Ddos-14',
      kind: 'scenario',
      prompt:
        'A flood knocks Highveld Bank’s website offline for ten minutes, then traffic drops back to normal. A team lead wants to close the incident and send everyone home. What is the risk?',
      options: [
        {
          text: 'Little, because a botnet that stops has usually run out of hijacked devices.',
          explanation:
            'Botnets can hold thousands or millions of devices. A pause more likely means a change of tactic than an empty botnet.',
          correct: false,
        },
        {
          text: 'Little, since a ten-minute outage is too short for any customer to notice.',
          explanation:
            'Many attacks last just minutes, and customers notice when they cannot pay. A short burst is a normal pattern, not a sign that it is over.',
          correct: false,
        },
        {
          text: 'The next wave may follow: floods often come back in bursts, with a new technique.',
          explanation:
            'Attacks often come in short, intense bursts and switch methods to get around defences. Staff should also watch for a second attack hiding behind the noise.',
          correct: true,
        },
        {
          text: 'The main risk is that the bank’s servers were damaged by the heavy traffic.',
          explanation:
            'The harm of a DDoS attack is downtime, not broken servers. The bigger risks are another wave and fraud hidden behind the outage.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Zenzele Bank’s app is knocked out by a flood for about fifteen minutes before traffic settles. The shift manager wants to close the incident and let the team go home. What is the danger?',
          options: [
            { text: 'Small: a botnet that stops has usually used up its hijacked devices.' },
            { text: 'Small: a quarter-hour outage is too brief for customers to notice.' },
            { text: 'Another burst may well follow, often using a different method.' },
            { text: 'The main danger is that the heavy traffic damaged the bank’s servers.' },
          ],
        },
      ],
    },
    {
      id: 'Ddos-15',
      kind: 'scenario',
      prompt:
        'Karoo Mutual’s login page is swamped by thousands of requests a second. They look like normal visitors but come from home routers in many countries. What helps most at the bank’s own edge?',
      options: [
        {
          text: 'Asking customers to reset their passwords straight away.',
          explanation:
            'The requests are junk traffic, not stolen logins. A DDoS attack does not steal passwords by itself, so resets would not stop the flood.',
          correct: false,
        },
        {
          text: 'Limits on how often one source may ask, plus a firewall that recognises bots.',
          explanation:
            'Floods of fake web requests that look like real visitors wear out servers. Rate limits slow them, and bot management spots them, as in [Traffic Filtering](/defenses/TrafficFiltering).',
          correct: true,
        },
        {
          text: 'Adding more staff at the call centre so customers can log in by phone instead.',
          explanation:
            'Extra staff may help customers cope, but they do nothing about the flood. The traffic itself must be filtered or absorbed.',
          correct: false,
        },
        {
          text: 'Moving the login page to a new web address so that the bots cannot find it.',
          explanation:
            'Bots follow the site to wherever real customers go, and customers would be confused. Rate limits and bot management deal with the traffic itself.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Thousands of requests a second hit Marula Bank’s sign-in page. Each looks like an ordinary visitor, but they come from home routers across many countries. What helps most at the bank’s own edge?',
          options: [
            { text: 'Telling customers to reset their passwords immediately.' },
            { text: 'Caps on requests per source and a firewall that can recognise bots.' },
            { text: 'Putting extra staff in the call centre so customers can bank by phone.' },
            { text: 'Moving the sign-in page to a new address the bots do not know.' },
          ],
        },
      ],
    },
    {
      id: 'Ddos-16',
      kind: 'scenario',
      prompt:
        'Kestrel Bank’s board hears that its single DDoS provider had a fault last year. A director asks: “If that provider goes down during an attack, so do we. What reduces that risk?”',
      options: [
        {
          text: 'Switch to on-demand scrubbing, so traffic is sent out just when it is needed.',
          explanation:
            'On-demand scrubbing still depends on one provider and adds a delay, because someone must notice the attack before it starts.',
          correct: false,
        },
        {
          text: 'Add more servers in the bank’s own data centre to handle the extra traffic.',
          explanation:
            'The largest floods fill the internet connection before they reach the bank’s servers. More servers inside do not help with that.',
          correct: false,
        },
        {
          text: 'Ask the provider for a written promise that it will stay online in an attack.',
          explanation:
            'A promise adds no capacity and no backup route. The real fix is to remove the single point of failure.',
          correct: false,
        },
        {
          text: 'Use more than one provider, so the service survives the loss of one.',
          explanation:
            'Spreading the service over several providers removes a single point of failure. If one has trouble, the others keep customers online.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'Zenzele Bank’s risk committee learns that its sole DDoS protection provider suffered an outage last year. One member asks: “If they fail in the middle of an attack, we fail too. How do we cut that risk?”',
          options: [
            { text: 'Move to on-demand scrubbing so traffic is diverted just when needed.' },
            { text: 'Install more servers in the bank’s own data centre for the extra load.' },
            { text: 'Get the provider to promise in writing that it will stay up during attacks.' },
            { text: 'Spread protection over two or more providers in case one fails.' },
          ],
        },
      ],
    },
    {
      id: 'Ddos-17',
      kind: 'knowledge',
      recallsFigure: true,
      prompt:
        'In the 2019 campaign against South African banks, what did the attackers’ ransom notes demand from each bank?',
      options: [
        {
          text: 'Half of one bitcoin each',
          explanation:
            'The demand was larger than this. SABRIC said each bank was asked for two to four bitcoin, roughly R200,000 to R550,000 at the time.',
          correct: false,
        },
        {
          text: 'Between two and four bitcoin each',
          explanation:
            'SABRIC’s acting chief executive said the demand was two to four bitcoin per bank, roughly R200,000 to R550,000 at the time.',
          correct: true,
        },
        {
          text: 'Four bitcoin a week, every week',
          explanation:
            'The notes asked for a one-off sum, not a weekly payment: two to four bitcoin per bank, roughly R200,000 to R550,000 at the time.',
          correct: false,
        },
        {
          text: 'About one hundred bitcoin each',
          explanation:
            'That is far more than the notes asked for. SABRIC said each bank was asked for two to four bitcoin, about R200,000 to R550,000.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'How much did the 2019 ransom notes sent to South African banks ask each bank to pay?',
          options: [
            { text: 'Half of one bitcoin per bank' },
            { text: 'From 2 to 4 bitcoin per bank' },
            { text: '4 bitcoin per week, ongoing' },
            { text: 'About 100 bitcoin per bank' },
          ],
        },
      ],
    },
  ],
  sources: [mybroadband2019, techcentral2019, cloudflare2025q4, enisa2025, enisaFinance, ncscDos],
};
