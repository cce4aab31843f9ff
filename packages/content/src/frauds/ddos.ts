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
      prompt: 'What does a DDoS attack do?',
      options: [
        {
          text: 'It steals customer passwords from the database.',
          explanation: 'A DDoS attack does not steal data by itself; it overloads the service.',
          correct: false,
        },
        {
          text: 'It floods a service with traffic from many devices so real users cannot get in.',
          explanation: 'Right. The harm is downtime, which can be costly and embarrassing.',
          correct: true,
        },
        {
          text: 'It encrypts files and demands a ransom for the key.',
          explanation: 'That is ransomware.',
          correct: false,
        },
      ],
    },
    {
      id: 'Ddos-2',
      kind: 'scenario',
      prompt:
        'Your bank receives an email: “Pay 3 bitcoin by Friday or we will take your online banking offline.” What should the bank do?',
      options: [
        {
          text: 'Pay quietly to avoid bad press.',
          explanation: 'Paying does not guarantee the attack stops and marks the bank as a payer.',
          correct: false,
        },
        {
          text: 'Delete the email and forget it.',
          explanation: 'The threat may be real. Keep the email as evidence and prepare.',
          correct: false,
        },
        {
          text: 'Reply and try to negotiate a lower amount.',
          explanation:
            'Negotiating signals you might pay. Leave contact with criminals to experts and the police.',
          correct: false,
        },
        {
          text: 'Keep the email, alert the DDoS provider and security team, and report it to SAPS and the Cybersecurity Hub.',
          explanation:
            'Right. This is what happened in 2019: banks had defences ready and the impact stayed small.',
          correct: true,
        },
      ],
    },
    {
      id: 'Ddos-3',
      kind: 'knowledge',
      prompt: 'What is a botnet?',
      options: [
        {
          text: 'A network of hacked devices that an attacker controls remotely.',
          explanation:
            'Right. Cameras, routers and smart TVs with weak security are often recruited into botnets.',
          correct: true,
        },
        {
          text: 'A chatbot on a bank’s website.',
          explanation: 'Chatbots are legitimate tools, not botnets.',
          correct: false,
        },
        {
          text: 'A firewall that blocks automated traffic.',
          explanation: 'That is a defence, not a botnet.',
          correct: false,
        },
      ],
    },
    {
      id: 'Ddos-4',
      kind: 'knowledge',
      prompt: 'Why is on-demand scrubbing the weakest level of DDoS Protection Service?',
      options: [
        {
          text: 'It is illegal in South Africa.',
          explanation: 'It is legal; the problem is timing.',
          correct: false,
        },
        {
          text: 'It blocks real customers as well as attackers.',
          explanation:
            'Good scrubbing tries to let real visitors through; that is not the main weakness.',
          correct: false,
        },
        {
          text: 'Someone must notice the attack and switch it on, and many attacks are over within minutes.',
          explanation:
            'Right. Always-on protection reacts in seconds, which is why level 2 is much stronger.',
          correct: true,
        },
      ],
    },
    {
      id: 'Ddos-5',
      kind: 'scenario',
      prompt:
        'During a DDoS attack on your bank, the fraud team notices a spike in large transfers from customer accounts. What is the best reading of this?',
      options: [
        {
          text: 'The DDoS may be a smokescreen for fraud, so investigate the transfers urgently.',
          explanation:
            'Right. Attackers sometimes use outages to keep staff busy while they commit another crime.',
          correct: true,
        },
        {
          text: 'It is a coincidence, so focus only on the outage.',
          explanation: 'Ignoring it could let real theft go unnoticed.',
          correct: false,
        },
        {
          text: 'The DDoS attack has stolen the money directly.',
          explanation:
            'A flood of traffic does not move money by itself; something else is going on.',
          correct: false,
        },
      ],
    },
    {
      id: 'Ddos-6',
      kind: 'knowledge',
      prompt: 'In the 2019 attacks on South African banks, was customer data at risk?',
      options: [
        {
          text: 'Yes, millions of records were stolen.',
          explanation: 'No data was reported stolen. SABRIC stressed it was not a hack.',
          correct: false,
        },
        {
          text: 'No. SABRIC said a DDoS attack is not a hack, and the impact on services was minor.',
          explanation: 'Right. The aim was disruption and extortion, not data theft.',
          correct: true,
        },
        {
          text: 'Only card numbers were stolen.',
          explanation: 'Nothing was reported stolen in this campaign.',
          correct: false,
        },
        {
          text: 'Nobody knows, because the banks went offline for a month.',
          explanation: 'The banks reported only short, minor disruptions.',
          correct: false,
        },
      ],
    },
    {
      id: 'Ddos-7',
      kind: 'knowledge',
      prompt: 'What can Traffic Filtering NOT do on its own?',
      options: [
        {
          text: 'Close unneeded ports with firewall rules.',
          explanation: 'That is exactly what level 1 does.',
          correct: false,
        },
        {
          text: 'Slow down floods of requests with rate limits.',
          explanation: 'That is level 2.',
          correct: false,
        },
        {
          text: 'Stop a flood so large that it fills the internet connection before it reaches the bank.',
          explanation:
            'Right. That needs a provider with far more capacity, such as a DDoS protection service.',
          correct: true,
        },
      ],
    },
    {
      id: 'Ddos-8',
      kind: 'knowledge',
      prompt: 'What is amplification in a DDoS attack?',
      options: [
        {
          text: 'Turning up the volume on a victim’s phone.',
          explanation: 'No, it is about network traffic.',
          correct: false,
        },
        {
          text: 'Paying more bots to join the attack.',
          explanation: 'Bigger botnets add traffic, but that is not amplification.',
          correct: false,
        },
        {
          text: 'Sending small requests to badly set-up servers that fire much larger replies at the victim.',
          explanation: 'Right. The attacker gets far more traffic out than they put in.',
          correct: true,
        },
        {
          text: 'Running the attack for longer.',
          explanation: 'Length is not amplification; it is about the size of the replies.',
          correct: false,
        },
      ],
    },
    {
      id: 'Ddos-9',
      kind: 'scenario',
      prompt:
        'Your online banking is down because of an attack. A customer forwards you an SMS: “Bank systems down. Use this temporary link to make urgent payments.” What do you tell them?',
      options: [
        {
          text: 'Use the link, because the bank is down anyway.',
          explanation: 'The link is almost certainly phishing. Criminals exploit outages.',
          correct: false,
        },
        {
          text: 'Do not use it; only trust updates on the bank’s official app, website or social media.',
          explanation:
            'Right. Fake “workaround” messages during outages are a common trick to steal logins.',
          correct: true,
        },
        {
          text: 'Reply to the SMS to check it is real.',
          explanation: 'Replying confirms the number is active and helps the criminals.',
          correct: false,
        },
      ],
    },
    {
      id: 'Ddos-10',
      kind: 'knowledge',
      prompt: 'Which statement about Network Monitoring and DDoS is true in the game?',
      options: [
        {
          text: 'It blocks all DDoS traffic at level 1.',
          explanation: 'Monitoring does not block traffic; it stops only 25% at level 1.',
          correct: false,
        },
        {
          text: 'It has no value against DDoS.',
          explanation: 'It has value: it spots attacks fast and reveals hidden ones.',
          correct: false,
        },
        {
          text: 'It replaces the need for a DDoS protection service.',
          explanation: 'It cannot absorb floods; it works best alongside a protection service.',
          correct: false,
        },
        {
          text: 'It helps by spotting the attack quickly and showing if it hides another attack.',
          explanation:
            'Right. It stops 25% to 50% in the game, and layers multiply with other defences.',
          correct: true,
        },
      ],
    },
  ],
  sources: [mybroadband2019, techcentral2019, cloudflare2025q4, enisa2025, enisaFinance, ncscDos],
};
