import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'Ddos-d1',
    fraudId: 'Ddos',
    title: 'An e-mail to the security mailbox',
    setting: 'international',
    scenario:
      "You read Harbourline Bank's shared security mailbox. This e-mail arrives on Wednesday morning.",
    artefact: {
      medium: 'email',
      from: {
        name: 'Phantom Collective',
        address: 'phantom.collective@anonmail.invalid',
        hotspot: 'sender-name',
      },
      to: 'security@harbourline.example',
      date: 'Wed 4 Mar 2026, 09:02',
      subject: ['Attack on Harbourline Bank: read carefully'],
      body: [
        [
          {
            text: 'We are Phantom Collective. We have taken down banks in three countries this year.',
            hotspot: 'boast-line',
          },
        ],
        [
          {
            text: 'At 14:00 today we will run a short demonstration attack on your online banking for 30 minutes.',
            hotspot: 'demonstration-line',
          },
        ],
        [
          {
            text: 'Pay 3 Bitcoin (about $190,000) to the wallet below by Friday 18:00.',
            hotspot: 'payment-line',
          },
        ],
        [
          {
            text: 'If you do not pay, your website and app will be down for days, and the price rises by 1 Bitcoin each day.',
            hotspot: 'threat-line',
          },
        ],
        ['Do not reply. We will know when you pay.'],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'This is a DDoS extortion demand. Report it to the incident team so that they can warn the DDoS protection provider before 14:00; never pay or reply.',
    alignment: {
      rating: 'high',
      reason:
        'Threats like this land in exactly this mailbox, and they play on the fear of an outage.',
    },
    hotspots: [
      {
        id: 'sender-name',
        label: 'Sender',
        redFlag: false,
        explanation:
          'Groups often borrow a famous name to sound scary, and the name proves nothing either way. Judge the e-mail by what it asks.',
      },
      {
        id: 'boast-line',
        label: 'Line about other banks',
        redFlag: false,
        explanation:
          'Boasts like this are common and usually cannot be checked. They are not a sign of a real attack by themselves.',
      },
      {
        id: 'demonstration-line',
        label: 'Line about 14:00',
        redFlag: true,
        cue: 'tactics',
        teaches: 2,
        explanation:
          'Extortion groups often promise a short "demonstration" to prove they can act. Treat it as real: the team has until 14:00 to prepare.',
      },
      {
        id: 'payment-line',
        label: 'Payment demand',
        redFlag: true,
        cue: 'language',
        teaches: 2,
        explanation:
          'A demand for money to stop an attack is ransom DDoS. Paying marks the bank as a payer and often brings more demands.',
      },
      {
        id: 'threat-line',
        label: 'Line about the price',
        redFlag: true,
        cue: 'tactics',
        teaches: 2,
        explanation:
          'A price that rises every day is pressure to pay before anyone thinks. Many such groups never follow through, but the threat must still be reported.',
      },
    ],
    inRealLife:
      "Do not reply or pay. Forward the e-mail with its headers to your incident team, which alerts the bank's DDoS protection provider and watches traffic closely around the promised time. The bank reports the threat to CISA in the United States or the National Cyber Security Centre in the United Kingdom.",
  },
  {
    id: 'Ddos-d2',
    fraudId: 'Ddos',
    title: 'A maintenance notice from a provider',
    setting: 'international',
    scenario:
      "You run Harbourline Bank's public website. Stratoshield is the bank's DDoS protection provider; its notices always come from noc@stratoshield.example and quote the bank's contract number, HB-2207.",
    artefact: {
      medium: 'email',
      from: {
        name: 'Stratoshield Network Operations',
        address: 'noc@stratoshield.example',
        hotspot: 'sender-address',
      },
      to: 'web-operations@harbourline.example',
      date: 'Thu 12 Mar 2026, 16:30',
      subject: ['Planned maintenance: Sun 15 Mar 2026, 02:00 to 03:00 UTC'],
      body: [
        ['Hello Harbourline Bank team,'],
        [
          { text: 'Contract HB-2207.', hotspot: 'contract-line' },
          ' We are upgrading our European scrubbing centre, which cleans your traffic.',
        ],
        [
          {
            text: 'During the window your traffic moves to our backup centre. You may see slower pages and up to 2 minutes when your site does not answer.',
            hotspot: 'outage-line',
          },
        ],
        [
          {
            text: 'During the upgrade our engineers may look at samples of your traffic to test the new filters.',
            hotspot: 'samples-line',
          },
        ],
        [
          'No action is needed. You do not need to change any settings or sign in anywhere. Live updates: ',
          {
            text: 'status.stratoshield.example',
            link: 'https://status.stratoshield.example/maintenance/MW-5512',
            hotspot: 'status-link',
          },
        ],
        [
          {
            text: 'Questions? Reply to this e-mail or call our operations centre on the number in your contract.',
            hotspot: 'contact-line',
          },
        ],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'This is a real maintenance notice. It comes from the address the provider always uses, quotes your contract, asks you to do nothing and points you to contacts you already have.',
    alignment: {
      rating: 'medium',
      reason:
        'The web team knows this provider, but maintenance notices come only a few times a year.',
    },
    hotspots: [
      {
        id: 'sender-address',
        label: 'Sender address',
        redFlag: false,
        explanation: "This is the provider's usual address on its own domain.",
      },
      {
        id: 'contract-line',
        label: 'Contract number',
        redFlag: false,
        explanation:
          'The contract number matches your records. An outsider is unlikely to know it.',
      },
      {
        id: 'outage-line',
        label: 'Line about the site not answering',
        redFlag: false,
        cue: 'language',
        explanation:
          'Talk of the site going down can sound like a DDoS warning. Here it is a short, planned gap at 2 a.m., announced days ahead.',
      },
      {
        id: 'samples-line',
        label: 'Line about traffic samples',
        redFlag: false,
        cue: 'technical',
        explanation:
          'Strangers looking at your traffic can sound like an attack. Cleaning traffic is the service the bank pays for, and the contract allows it.',
      },
      {
        id: 'status-link',
        label: 'Link: status.stratoshield.example',
        redFlag: false,
        cue: 'technical',
        explanation:
          "The link goes to the provider's own status site and asks for no login. Links in e-mail deserve a look, and this one passes.",
      },
      {
        id: 'contact-line',
        label: 'Line about questions',
        redFlag: false,
        explanation:
          'It sends you to the number in your contract, a channel you already know, rather than giving a new one.',
      },
    ],
    inRealLife:
      "Note the window in the team's calendar and tell the call centre in case customers ask. If a notice ever asks you to change settings or sign in through a link, check with the provider on the number in your contract first. Real threats go to the incident team, and from there to CISA or the National Cyber Security Centre.",
  },
  {
    id: 'Ddos-d3',
    fraudId: 'Ddos',
    title: 'A post that mentions the bank',
    setting: 'za',
    scenario:
      "You work on Marula Bank's social media team. On Friday afternoon you find this post while checking mentions of the bank.",
    artefact: {
      medium: 'social',
      platform: 'Microblog',
      account: {
        name: 'Op Blackout Africa',
        handle: '@opblackout_africa',
        verified: false,
        hotspot: 'account',
      },
      sponsored: false,
      body: [
        ['#OpBlackoutZA is coming.'],
        [
          {
            text: 'Targets: Marula Bank, two other South African banks and three government websites.',
            hotspot: 'target-line',
          },
        ],
        [
          {
            text: 'We start Monday 08:00, when salaries land and everyone wants to bank.',
            hotspot: 'timing-line',
          },
        ],
        [
          {
            text: 'No skills needed: download our one-click tool and let your PC join the army.',
            hotspot: 'tool-line',
          },
        ],
      ],
      cta: {
        text: 'Join the operation',
        link: 'https://blackout-tool.invalid/join',
        hotspot: 'join-link',
      },
      comments: [
        { author: 'kasi_coder', text: ['Count me in 💪'] },
        {
          author: 'Naledi M.',
          text: ['Please leave the banks alone, people need their salaries.'],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'A hacktivist group naming the bank, a start time and a tool for volunteers is a DDoS warning. Report it to the security team today so that they can prepare for Monday.',
    alignment: {
      rating: 'low',
      reason: 'The post is openly hostile and makes no attempt to look like normal business.',
    },
    hotspots: [
      {
        id: 'account',
        label: 'Account name',
        redFlag: false,
        explanation:
          'Unverified accounts with dramatic names are everywhere. The account alone says little; what it announces is what matters.',
      },
      {
        id: 'target-line',
        label: 'List of targets',
        redFlag: true,
        cue: 'language',
        teaches: 4,
        explanation:
          'A hacktivist group naming your bank as a target is one of the clearest early warnings of a DDoS attack.',
      },
      {
        id: 'timing-line',
        label: 'Start time',
        redFlag: true,
        cue: 'tactics',
        teaches: 4,
        explanation:
          'Picking payday, when traffic is highest and an outage hurts most, shows planning. It gives the bank a time to prepare for.',
      },
      {
        id: 'tool-line',
        label: 'Line about the tool',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          "A tool that turns followers' home computers into attackers means traffic from many home networks at once, which is hard to filter.",
      },
      {
        id: 'join-link',
        label: 'Button: Join the operation',
        redFlag: false,
        explanation:
          "Do not open it: the button leads to the group's own site. It adds nothing the post has not already said, and the security team can look at it safely.",
      },
    ],
    inRealLife:
      'Take a screenshot with the date and time, do not reply or click, and send it to the security team at once. They warn the DDoS protection provider and the call centre. The bank can report the threat to the Cybersecurity Hub and, if an attack follows, open a case with SAPS.',
  },
];
