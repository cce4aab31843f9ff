import type { Drill } from '../drill-types';

const CAFE_SCENARIO =
  'You are at Jacaranda Corner café in Pretoria. A card on your table says: join "Jacaranda Corner Free WiFi", then sign in at wifi.jacarandacorner.example with the code on your till slip. You join the network, and this page opens.';

const HOTEL_SCENARIO =
  "You are staying at the Quayside Hotel and want to check your Harbourline Bank account on your laptop over the hotel Wi-Fi. You type www.harbourline.example yourself and open the browser's site information panel before you sign in.";

const SMS_SCENARIO =
  'You have just signed in to Marula Bank online banking on your work laptop in Durban, at 09:12. A minute later this SMS arrives under the sender name your bank always uses.';

const PAGE_LINK = '[Read the Man-in-the-Middle page](/frauds/ManInTheMiddle)';

export const drills: Drill[] = [
  {
    id: 'ManInTheMiddle-d1',
    twin: 'ManInTheMiddle-d4',
    fraudId: 'ManInTheMiddle',
    title: 'A café Wi-Fi sign-in page',
    setting: 'za',
    scenario: CAFE_SCENARIO,
    artefact: {
      medium: 'web',
      url: 'http://jacaranda-corner-wifi.example/portal/login',
      urlHotspot: 'address',
      padlock: false,
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
            text: 'To keep our network safe, download and install the Jacaranda Secure certificate on your phone before you continue.',
            hotspot: 'setup-line',
          },
        ],
        [
          {
            text: 'Then confirm who you are: sign in with your online banking details below. We use your bank to check your age.',
            hotspot: 'sign-in-line',
          },
        ],
        [
          {
            text: 'Free Wi-Fi is for guests only. Each session ends after 2 hours, and a device that downloads more than 1 GB today is locked out until tomorrow.',
            hotspot: 'terms-line',
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
      'This is not the sign-in page on the card: its address is different, it wants a certificate on your phone, and it asks for your banking login instead of a till-slip code. It is a copy of the café network set up to sit between you and the internet, so disconnect and use mobile data.',
    alignment: {
      rating: 'medium',
      reason: 'Many cafés do show a sign-in page, but none asks for banking details.',
    },
    hotspots: [
      {
        id: 'address',
        label: 'Address bar',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          'The card on your table gives wifi.jacarandacorner.example, but this page is on jacaranda-corner-wifi.example. A sign-in page at another address may belong to a copy of the network run by someone else.',
      },
      {
        id: 'welcome-line',
        label: 'Welcome line',
        redFlag: false,
        explanation:
          "Free Wi-Fi for a limited time is an ordinary offer. The café's real page says the same.",
      },
      {
        id: 'setup-line',
        label: 'Line about setting up your phone',
        redFlag: true,
        cue: 'technical',
        teaches: 0,
        explanation:
          'Installing their certificate would let whoever runs this network read your "secure" connections without any browser warning. No café needs that.',
      },
      {
        id: 'sign-in-line',
        label: 'Line about signing in',
        redFlag: true,
        cue: 'language',
        teaches: 1,
        explanation:
          'A Wi-Fi sign-in page has no reason to see your banking login, and the card asks only for a till-slip code. Whoever runs this page would get your username and password.',
      },
      {
        id: 'terms-line',
        label: 'Line about fair use',
        redFlag: false,
        cue: 'language',
        explanation:
          "A time limit and a lockout can sound like pressure, but fair-use rules like these are normal on free Wi-Fi. The café's real page says the same, and it asks nothing of you.",
      },
    ],
    inRealLife: `Forget the network, switch to mobile data, and tell the café staff that someone is copying their Wi-Fi. If you typed your banking details, call your bank's fraud line on the number on your card and change your password. You can also open a case with SAPS. ${PAGE_LINK}`,
    variants: [
      {
        swap: {
          Jacaranda: 'Baobab',
          jacaranda: 'baobab',
          Pretoria: 'Polokwane',
          '2 hours': '3 hours',
          '1 GB': '2 GB',
        },
      },
      {
        swap: {
          Jacaranda: 'Kingfisher',
          jacaranda: 'kingfisher',
          Pretoria: 'Stellenbosch',
          '2 hours': '1 hour',
          '1 GB': '500 MB',
        },
      },
    ],
  },
  {
    id: 'ManInTheMiddle-d2',
    twin: 'ManInTheMiddle-d5',
    fraudId: 'ManInTheMiddle',
    title: 'Your bank on hotel Wi-Fi',
    setting: 'international',
    scenario: HOTEL_SCENARIO,
    artefact: {
      medium: 'web',
      url: 'https://www.harbourline.example/login',
      urlHotspot: 'address',
      padlock: false,
      padlockHotspot: 'padlock',
      title: 'Site information',
      body: [
        [
          {
            text: 'Connection is not secure. Attackers might be trying to steal your information from www.harbourline.example, such as passwords or card numbers.',
            hotspot: 'status-line',
          },
        ],
        [
          {
            text: 'Certificate: issued by "Quayside Guest Secure Gateway". Your computer does not trust this issuer.',
            hotspot: 'issuer-line',
          },
        ],
        [
          {
            text: 'Network: Quayside-Guest (open network, no password).',
            hotspot: 'network-line',
          },
        ],
        [{ text: 'Cookies: 4 in use on this site.', hotspot: 'cookies-line' }],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      "Something on the hotel network is pretending to be your bank's secure connection: there is no padlock, the browser warns you, and the certificate comes from the hotel's gateway. Do not sign in: leave this network and use mobile data or your bank's app.",
    alignment: {
      rating: 'high',
      reason: 'Travellers often use hotel Wi-Fi, and the address is the one you typed yourself.',
    },
    hotspots: [
      {
        id: 'padlock',
        label: 'Padlock',
        redFlag: true,
        cue: 'visual',
        teaches: 0,
        explanation:
          "Your bank's login page always shows a closed padlock. A missing padlock on the right address means the browser cannot prove who is on the other end.",
      },
      {
        id: 'address',
        label: 'Address bar',
        redFlag: false,
        explanation:
          "The address is your bank's real one, typed by you. That is the point of this attack: you reach the right address and still talk to someone in the middle.",
      },
      {
        id: 'status-line',
        label: 'Connection status',
        redFlag: true,
        cue: 'visual',
        teaches: 0,
        explanation:
          "The browser itself says the connection is not secure. Your bank's site never shows this on a safe connection.",
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
        redFlag: false,
        cue: 'technical',
        explanation:
          'An open network with no password can sound risky, but a properly encrypted connection stays private over it. The warning sign here is the certificate, not the network.',
      },
      {
        id: 'cookies-line',
        label: 'Cookies line',
        redFlag: false,
        explanation:
          'Sites use cookies, and their number tells you nothing about who is on the other end.',
      },
    ],
    inRealLife: `Go back, disconnect from the hotel Wi-Fi and use mobile data or the bank's app. Tell the hotel desk about the warning. If you already typed your password, change it from a safe connection and call your bank on the number on your card. In the United Kingdom you can report it to Report Fraud; in the United States, CISA collects reports of such attacks. ${PAGE_LINK}`,
    variants: [
      {
        swap: {
          Quayside: 'Lakeview',
          Harbourline: 'Northgate',
          harbourline: 'northgate',
          'Cookies: 4': 'Cookies: 7',
        },
      },
      {
        swap: {
          Quayside: 'Summit',
          Harbourline: 'Brightwater',
          harbourline: 'brightwater',
          'Cookies: 4': 'Cookies: 2',
        },
      },
    ],
  },
  {
    id: 'ManInTheMiddle-d3',
    twin: 'ManInTheMiddle-d6',
    fraudId: 'ManInTheMiddle',
    title: 'An SMS after you sign in',
    setting: 'za',
    scenario: SMS_SCENARIO,
    artefact: {
      medium: 'sms',
      sender: { name: 'MarulaBank', number: '082 555 0109', hotspot: 'sender' },
      messages: [
        {
          from: 'them',
          time: '09:13',
          body: [
            {
              text: 'Marula Bank: New login to online banking from a web browser on a laptop near Durban, today at 09:12.',
              hotspot: 'sign-in-line',
            },
            ' ',
            { text: 'If this was you, you need do nothing.', hotspot: 'next-step-line' },
            ' ',
            {
              text: 'If it was not you, call us on the number on the back of your card.',
              hotspot: 'unknown-line',
            },
            ' ',
            { text: 'We never ask for your PIN or OTP by SMS.', hotspot: 'closing-line' },
          ],
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'The alert describes your own sign-in, asks nothing of you and sends you only to the number on your card. Nothing in it could help a criminal, so you can trust it.',
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
          'This is the sender name your bank always uses. Names can be faked, so what the message asks matters more.',
      },
      {
        id: 'sign-in-line',
        label: 'Line about a new sign-in',
        redFlag: false,
        cue: 'language',
        explanation:
          'A "new login" alert can be alarming. Here the device, place and time all match what you just did.',
      },
      {
        id: 'next-step-line',
        label: 'Line about your next step',
        redFlag: false,
        explanation:
          'The alert asks nothing of you when the sign-in was yours, which is how real alerts work.',
      },
      {
        id: 'unknown-line',
        label: 'Line for a sign-in that was not you',
        redFlag: false,
        explanation:
          'It points you to the number on your own card, a channel you already know, and gives no link or new number.',
      },
      {
        id: 'closing-line',
        label: 'Closing line',
        redFlag: false,
        explanation: 'Real alerts carry this warning, and nothing in the message goes against it.',
      },
    ],
    inRealLife: `Nothing to do when an alert matches what you just did. If a sign-in alert ever shows a device or place you don't know, or asks you for a code, call your bank's fraud line on the number on your card straight away. ${PAGE_LINK}`,
    variants: [
      {
        swap: {
          Marula: 'Kiaat',
          Durban: 'Gqeberha',
          '09:12': '14:37',
          '09:13': '14:38',
          '082 555 0109': '083 555 0142',
        },
      },
      {
        swap: {
          Marula: 'Mopane',
          Durban: 'Bloemfontein',
          '09:12': '07:48',
          '09:13': '07:49',
        },
      },
    ],
  },
  {
    id: 'ManInTheMiddle-d4',
    twin: 'ManInTheMiddle-d1',
    fraudId: 'ManInTheMiddle',
    title: 'A café Wi-Fi sign-in page',
    setting: 'za',
    scenario: CAFE_SCENARIO,
    artefact: {
      medium: 'web',
      url: 'http://wifi.jacarandacorner.example/login',
      urlHotspot: 'address',
      padlock: false,
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
            text: 'You do not need to install anything: your phone connects as it is.',
            hotspot: 'setup-line',
          },
        ],
        [
          {
            text: 'Then type the 6-digit code printed at the bottom of your till slip.',
            hotspot: 'sign-in-line',
          },
        ],
        [
          {
            text: 'Free Wi-Fi is for guests only. Each session ends after 2 hours, and a device that downloads more than 1 GB today is locked out until tomorrow.',
            hotspot: 'terms-line',
          },
        ],
      ],
      form: {
        fields: [{ label: 'Code from your till slip', type: 'text' }],
        submit: 'Connect',
      },
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      "The page is at the address on the card, asks only for your till-slip code and wants nothing installed on your phone. That is how the café's own sign-in works, so you can connect.",
    alignment: {
      rating: 'medium',
      reason: 'Many cafés show a sign-in page like this one, and it asks for a code you hold.',
    },
    hotspots: [
      {
        id: 'address',
        label: 'Address bar',
        redFlag: false,
        cue: 'technical',
        explanation:
          'A sign-in page with no padlock can look risky, and many café pages lack one. What counts is that the address matches the card on your table and the page asks for nothing secret.',
      },
      {
        id: 'welcome-line',
        label: 'Welcome line',
        redFlag: false,
        explanation: 'Free Wi-Fi for a limited time is an ordinary offer and not a warning sign.',
      },
      {
        id: 'setup-line',
        label: 'Line about setting up your phone',
        redFlag: false,
        explanation:
          'It says there is nothing to install, which is right: a café network never needs a certificate or an app on your phone.',
      },
      {
        id: 'sign-in-line',
        label: 'Line about signing in',
        redFlag: false,
        explanation:
          'It asks only for the code on your till slip, as the card on your table says. That code opens the Wi-Fi and is worth nothing to anyone else.',
      },
      {
        id: 'terms-line',
        label: 'Line about fair use',
        redFlag: false,
        cue: 'language',
        explanation:
          'A time limit and a lockout can sound like pressure, but fair-use rules like these are normal on free Wi-Fi. The line asks nothing of you.',
      },
    ],
    inRealLife: `Connect and enjoy your coffee; sites that show a padlock stay encrypted even on café Wi-Fi. If a sign-in page ever asks for banking details or a certificate, disconnect, use mobile data and tell the staff. ${PAGE_LINK}`,
    variants: [
      {
        swap: {
          Jacaranda: 'Baobab',
          jacaranda: 'baobab',
          Pretoria: 'Polokwane',
          '6-digit': '5-digit',
          '1 GB': '2 GB',
        },
      },
      {
        swap: {
          Jacaranda: 'Kingfisher',
          jacaranda: 'kingfisher',
          Pretoria: 'Stellenbosch',
          '2 hours': '1 hour',
          '6-digit': '8-digit',
        },
      },
    ],
  },
  {
    id: 'ManInTheMiddle-d5',
    twin: 'ManInTheMiddle-d2',
    fraudId: 'ManInTheMiddle',
    title: 'Your bank on hotel Wi-Fi',
    setting: 'international',
    scenario: HOTEL_SCENARIO,
    artefact: {
      medium: 'web',
      url: 'https://www.harbourline.example/login',
      urlHotspot: 'address',
      padlock: true,
      padlockHotspot: 'padlock',
      title: 'Site information',
      body: [
        [
          {
            text: 'Connection is secure. Passwords and card numbers you send to this site stay private.',
            hotspot: 'status-line',
          },
        ],
        [
          {
            text: 'Certificate: issued to Harbourline Bank plc by Meridian Trust CA, valid until 14 Nov 2026.',
            hotspot: 'issuer-line',
          },
        ],
        [
          {
            text: 'Network: Quayside-Guest (open network, no password).',
            hotspot: 'network-line',
          },
        ],
        [{ text: 'Cookies: 4 in use on this site.', hotspot: 'cookies-line' }],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'The padlock, the secure-connection message and a certificate issued to your bank show an encrypted connection to the real site. The open hotel network cannot read it, so you can sign in.',
    alignment: {
      rating: 'high',
      reason: 'Travellers often use hotel Wi-Fi, and the address is the one you typed yourself.',
    },
    hotspots: [
      {
        id: 'padlock',
        label: 'Padlock',
        redFlag: false,
        explanation:
          "The closed padlock shows an encrypted connection to the address in the bar. Here that address is your bank's own.",
      },
      {
        id: 'address',
        label: 'Address bar',
        redFlag: false,
        explanation: "This is your bank's real address, which you typed yourself.",
      },
      {
        id: 'status-line',
        label: 'Connection status',
        redFlag: false,
        explanation:
          "The browser reports a secure connection, as it does whenever it can prove the site's identity.",
      },
      {
        id: 'issuer-line',
        label: 'Certificate issuer',
        redFlag: false,
        explanation:
          'The certificate is issued to your bank by a certificate authority, not by the hotel. That is what a real bank connection looks like.',
      },
      {
        id: 'network-line',
        label: 'Network name',
        redFlag: false,
        cue: 'technical',
        explanation:
          "An open network with no password can sound risky. With a secure connection and your bank's own certificate, the hotel network cannot read what you send.",
      },
      {
        id: 'cookies-line',
        label: 'Cookies line',
        redFlag: false,
        explanation:
          'Sites use cookies, and their number tells you nothing about who is on the other end.',
      },
    ],
    inRealLife: `Sign in as usual. If the browser ever says a connection is not secure, or the certificate names anyone other than your bank, go back and use mobile data or your bank's app instead. ${PAGE_LINK}`,
    variants: [
      {
        swap: {
          Quayside: 'Lakeview',
          Harbourline: 'Northgate',
          harbourline: 'northgate',
          'Meridian Trust CA': 'Keystone Root CA',
          '14 Nov 2026': '3 Feb 2027',
        },
      },
      {
        swap: {
          Quayside: 'Summit',
          Harbourline: 'Brightwater',
          harbourline: 'brightwater',
          'Meridian Trust CA': 'Lodestar Trust CA',
          '14 Nov 2026': '22 Sep 2027',
          'Cookies: 4': 'Cookies: 6',
        },
      },
    ],
  },
  {
    id: 'ManInTheMiddle-d6',
    twin: 'ManInTheMiddle-d3',
    fraudId: 'ManInTheMiddle',
    title: 'An SMS after you sign in',
    setting: 'za',
    scenario: SMS_SCENARIO,
    artefact: {
      medium: 'sms',
      sender: { name: 'MarulaBank', number: '082 555 0109', hotspot: 'sender' },
      messages: [
        {
          from: 'them',
          time: '09:13',
          body: [
            {
              text: 'Marula Bank: New login to online banking from a web browser on a laptop near Durban, today at 09:12.',
              hotspot: 'sign-in-line',
            },
            ' ',
            {
              text: 'A second check is needed: reply with the OTP we have just sent you to finish signing in.',
              hotspot: 'next-step-line',
            },
            ' ',
            {
              text: 'If it was not you, block access now at marulabank-secure.example/stop.',
              hotspot: 'unknown-line',
            },
            ' ',
            { text: 'We never ask for your PIN or OTP by SMS.', hotspot: 'closing-line' },
          ],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      "The alert matches your sign-in, but then it asks for another OTP and sends you to an address that is not your bank's. Someone may be sitting between you and the bank: do not reply, and call the number on your card.",
    alignment: {
      rating: 'high',
      reason: 'You signed in a minute ago, so a message about that sign-in fits exactly.',
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: false,
        explanation:
          'The sender name is the one your bank uses, but anyone can put a name on an SMS. Judge the message by what it asks.',
      },
      {
        id: 'sign-in-line',
        label: 'Line about a new sign-in',
        redFlag: false,
        cue: 'language',
        explanation:
          'A "new login" alert can be alarming, but the device, place and time match what you just did, as in a real alert. A criminal sitting between you and the bank sees the same sign-in.',
      },
      {
        id: 'next-step-line',
        label: 'Line about your next step',
        redFlag: true,
        cue: 'language',
        teaches: 3,
        explanation:
          'A request for another OTP straight after you signed in means someone may want to finish a login of their own. Your bank never asks for an OTP by SMS reply.',
      },
      {
        id: 'unknown-line',
        label: 'Line for a sign-in that was not you',
        redFlag: true,
        cue: 'technical',
        teaches: 2,
        explanation:
          "The link goes to marulabank-secure.example, not your bank's address. A page there could pass your details and OTP straight on to the real bank.",
      },
      {
        id: 'closing-line',
        label: 'Closing line',
        redFlag: false,
        explanation:
          "The line copies the warning from your bank's real alerts, so it reads the same in both. Here the request above it breaks that promise.",
      },
    ],
    inRealLife: `Do not reply or open the link. Call your bank's fraud line on the number on your card, tell them about the SMS and ask them to end your online banking session. You can also open a case with SAPS. ${PAGE_LINK}`,
    variants: [
      {
        swap: {
          Marula: 'Kiaat',
          marula: 'kiaat',
          Durban: 'East London',
          '09:12': '11:26',
          '09:13': '11:27',
        },
      },
      {
        swap: {
          Marula: 'Mopane',
          marula: 'mopane',
          Durban: 'Pietermaritzburg',
          '09:12': '16:05',
          '09:13': '16:06',
          '082 555 0109': '072 555 0187',
        },
      },
    ],
  },
];
