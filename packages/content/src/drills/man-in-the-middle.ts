import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'ManInTheMiddle-d1',
    fraudId: 'ManInTheMiddle',
    title: 'A café Wi-Fi sign-in page',
    setting: 'za',
    scenario:
      'You are at Jacaranda Corner café in Pretoria. Your phone shows two networks called "Jacaranda Corner Free WiFi", and you join the one with the stronger signal. This page opens.',
    artefact: {
      medium: 'web',
      url: 'http://jacaranda-corner-wifi.example/portal/login',
      padlock: false,
      padlockHotspot: 'padlock',
      title: 'Jacaranda Corner Free WiFi',
      body: [
        [
          {
            text: 'Welcome! Enjoy 2 hours of free internet with your coffee.',
            hotspot: 'welcome-line',
          },
        ],
        [
          {
            text: 'Network: Jacaranda Corner Free WiFi. Your phone found 2 networks with this name.',
            hotspot: 'network-line',
          },
        ],
        [
          {
            text: 'To keep our network safe, download and install the Jacaranda Secure certificate on your phone before you continue.',
            hotspot: 'certificate-line',
          },
        ],
        [
          {
            text: 'Then confirm who you are: sign in with your online banking details below. We use your bank to check your age.',
            hotspot: 'bank-sign-in-line',
          },
        ],
      ],
      form: {
        fields: [
          { label: 'Online banking username', type: 'text' },
          { label: 'Password', type: 'password' },
        ],
        submit: 'Connect',
      },
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'This is a fake hotspot set up to sit between you and the internet. No café needs your banking login or a certificate on your phone. Disconnect and use mobile data instead.',
    alignment: {
      rating: 'medium',
      reason: 'Many cafés do show a sign-in page, but none asks for banking details.',
    },
    hotspots: [
      {
        id: 'padlock',
        label: 'Padlock',
        redFlag: false,
        explanation:
          'Many genuine café sign-in pages have no padlock either, so it proves little here. A padlock would not make this page safe.',
      },
      {
        id: 'welcome-line',
        label: 'Welcome line',
        redFlag: false,
        explanation: 'Free time-limited Wi-Fi is an ordinary offer and not a warning sign.',
      },
      {
        id: 'network-line',
        label: 'Network name',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          'Two networks with the same name suggest an "evil twin": a criminal\'s hotspot copying the real one to catch your traffic.',
      },
      {
        id: 'certificate-line',
        label: 'Line about a certificate',
        redFlag: true,
        cue: 'technical',
        teaches: 0,
        explanation:
          'Installing their certificate would let whoever runs this network read your "secure" connections without any browser warning.',
      },
      {
        id: 'bank-sign-in-line',
        label: 'Request for banking details',
        redFlag: true,
        cue: 'language',
        teaches: 1,
        explanation:
          'A Wi-Fi sign-in page has no reason to see your banking login. Whoever runs it would get your username and password.',
      },
    ],
    inRealLife:
      "Forget the network, switch to mobile data, and tell the café staff that someone is copying their Wi-Fi. If you typed your banking details, call your bank's fraud line on the number on your card and change your password. You can also open a case with SAPS.",
  },
  {
    id: 'ManInTheMiddle-d2',
    fraudId: 'ManInTheMiddle',
    title: 'A warning when you open your bank',
    setting: 'international',
    scenario:
      "You are staying at the Quayside Hotel and want to check your Harbourline Bank account on your laptop. You are on the hotel Wi-Fi, and you typed the bank's address yourself.",
    artefact: {
      medium: 'web',
      url: 'https://www.harbourline.example/login',
      urlHotspot: 'address',
      padlock: false,
      title: 'Your connection is not private',
      body: [
        [
          {
            text: 'Attackers might be trying to steal your information from www.harbourline.example, for example passwords, messages or card numbers.',
            hotspot: 'warning-line',
          },
        ],
        [
          {
            text: 'The certificate was issued by "Quayside Guest Secure Gateway", which your computer does not trust.',
            hotspot: 'issuer-line',
          },
        ],
        [
          {
            text: 'You are connected to: Quayside-Guest (open network, no password).',
            hotspot: 'network-line',
          },
        ],
        ['Back to safety'],
        [
          {
            text: 'Advanced: continue to www.harbourline.example (unsafe)',
            hotspot: 'continue-option',
          },
        ],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      "Something on the hotel network is pretending to be your bank's secure connection. Do not continue: go back, leave this network and use mobile data or your bank's app.",
    alignment: {
      rating: 'high',
      reason: 'Travellers often use hotel Wi-Fi, and the address is the one you typed yourself.',
    },
    hotspots: [
      {
        id: 'address',
        label: 'Address bar',
        redFlag: false,
        explanation:
          "The address is your bank's real one. That is the point of this attack: you type the right address and still end up talking to someone in the middle.",
      },
      {
        id: 'warning-line',
        label: 'Browser warning',
        redFlag: true,
        cue: 'visual',
        teaches: 0,
        explanation:
          "Your bank's site never shows this warning on a safe connection. The browser is telling you it cannot prove who is on the other end.",
      },
      {
        id: 'issuer-line',
        label: 'Certificate issuer',
        redFlag: true,
        cue: 'technical',
        teaches: 0,
        explanation:
          "A bank's certificate is never issued by a hotel's gateway. Something on this network is swapping in its own certificate to read your traffic.",
      },
      {
        id: 'network-line',
        label: 'Network name',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          'An open network without a password lets anyone join it, or copy it, and sit between guests and the sites they visit.',
      },
      {
        id: 'continue-option',
        label: 'Option to continue',
        redFlag: false,
        explanation:
          "This is the browser's own way past the warning and not a sign of attack by itself. Choosing it would send your password through whoever is in the middle.",
      },
    ],
    inRealLife:
      "Go back, disconnect from the hotel Wi-Fi and use mobile data or the bank's app. Tell the hotel desk about the warning. If you already typed your password, change it from a safe connection and call your bank on the number on your card. In the United Kingdom you can report it to Report Fraud; in the United States, CISA collects reports of such attacks.",
  },
  {
    id: 'ManInTheMiddle-d3',
    fraudId: 'ManInTheMiddle',
    title: 'An SMS after you sign in',
    setting: 'za',
    scenario:
      'You have just signed in to Marula Bank online banking on your work laptop in Durban, at 09:12. A minute later this SMS arrives under the sender name your bank always uses.',
    artefact: {
      medium: 'sms',
      sender: { name: 'MarulaBank', number: '082 555 0109', hotspot: 'sender' },
      messages: [
        {
          from: 'them',
          time: '09:13',
          body: [
            {
              text: 'Marula Bank: New sign-in to online banking from a web browser on a laptop near Durban at 09:12 on 10 Mar.',
              hotspot: 'sign-in-line',
            },
            ' ',
            { text: 'If this was you, you need do nothing.', hotspot: 'no-action-line' },
            ' ',
            {
              text: 'If it was not you, call us on the number on the back of your card.',
              hotspot: 'call-line',
            },
            ' We never ask for your PIN or OTP by SMS.',
          ],
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'This is a genuine alert about your own sign-in: the device, place and time match what you just did. It has no link and sends you to the number on your card.',
    alignment: {
      rating: 'high',
      reason: 'You signed in a minute ago, so an alert about it fits exactly.',
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: false,
        explanation:
          "This is the sender name your bank always uses. Names can be faked, so the message's content matters more.",
      },
      {
        id: 'sign-in-line',
        label: 'Line about a new sign-in',
        redFlag: false,
        cue: 'language',
        explanation:
          'A "new sign-in" alert can be alarming, and one straight after your own login can mean someone in the middle. Here device, place and time all match what you just did.',
      },
      {
        id: 'no-action-line',
        label: 'Line about doing nothing',
        redFlag: false,
        explanation:
          'The alert asks nothing of you when the sign-in was yours, which is how real alerts work.',
      },
      {
        id: 'call-line',
        label: 'Line about calling',
        redFlag: false,
        explanation:
          'It points you to the number on your own card, a channel you already know, and includes no link or new number.',
      },
    ],
    inRealLife:
      "Nothing to do when an alert matches what you just did. If a sign-in alert ever shows a device or place you don't know, call your bank's fraud line on the number on your card straight away.",
  },
];
