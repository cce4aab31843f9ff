import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'Phishing-d1',
    fraudId: 'Phishing',
    title: 'An e-mail from your bank about your account',
    setting: 'za',
    scenario:
      'You bank with Protea Bank and use its app most days. Its real web address is proteabank.example. This e-mail arrives on a Monday morning.',
    artefact: {
      medium: 'email',
      from: {
        name: 'Protea Bank Security',
        address: 'security@protea-bank-alerts.example',
        hotspot: 'sender-address',
      },
      to: 'thandi.mokoena@karoomail.example',
      date: 'Mon 9 Mar 2026, 07:42',
      subject: [
        { text: 'Action required: your account will be suspended', hotspot: 'subject-line' },
      ],
      body: [
        ['Dear valued client,'],
        [
          'We detected an unusual sign-in to your Protea Bank profile from a new device in Gqeberha. For your safety we have limited your account.',
        ],
        [
          {
            text: 'If you do not confirm your details within 12 hours, your account and cards will be suspended.',
            hotspot: 'deadline-line',
          },
        ],
        [
          'Confirm your details here: ',
          {
            text: 'www.proteabank.example/secure',
            link: 'https://proteabank-secure-login.example/za/verify',
            hotspot: 'link-1',
          },
        ],
        [
          {
            text: 'To finish, enter your card number, PIN and the OTP we send to your phone.',
            hotspot: 'details-line',
          },
        ],
        [
          {
            text: 'Protea Bank Client Care. Protea Bank is an authorised financial services provider.',
            hotspot: 'footer',
          },
        ],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'This is phishing. The sender is not proteabank.example, the link leads somewhere else, and it wants your PIN and OTP, which a bank never asks for by e-mail. Report it and open the app yourself if you are worried.',
    alignment: {
      rating: 'medium',
      reason:
        'You do bank with Protea Bank, but a security e-mail out of the blue is not part of your routine.',
    },
    hotspots: [
      {
        id: 'sender-address',
        label: 'Sender address',
        redFlag: true,
        cue: 'technical',
        teaches: 0,
        explanation:
          'The bank writes from proteabank.example. This address adds "-alerts" to the name, a look-alike domain that anyone can register.',
      },
      {
        id: 'subject-line',
        label: 'Subject line',
        redFlag: false,
        explanation:
          'Real banks also write "action required" in subjects, so the subject alone proves nothing. The address and the link behind it are what give this one away.',
      },
      {
        id: 'deadline-line',
        label: 'Line about the 12 hours',
        redFlag: true,
        cue: 'language',
        teaches: 1,
        explanation:
          'A short deadline with a threat to close your account is there to rush you. Panic stops people from checking the address and the link.',
      },
      {
        id: 'link-1',
        label: 'Link: www.proteabank.example/secure',
        redFlag: true,
        cue: 'technical',
        teaches: 2,
        explanation:
          "The text shows the bank's address, but the real target is proteabank-secure-login.example. Link text can say anything; only the target counts.",
      },
      {
        id: 'details-line',
        label: 'Line asking for card details',
        redFlag: true,
        cue: 'language',
        teaches: 3,
        explanation:
          'Your bank never asks for your PIN or an OTP by e-mail. Anyone who has them can empty your account.',
      },
      {
        id: 'footer',
        label: 'Footer',
        redFlag: false,
        explanation:
          'A legal line in the footer is normal and easy to copy. It neither proves nor disproves anything.',
      },
    ],
    inRealLife:
      "Do not click. Open the Protea Bank app or call the number on your card, and forward the e-mail to the bank's phishing address. If you already typed your details, call your bank's fraud line at once. [Read the Phishing page](/frauds/Phishing)",
  },
  {
    id: 'Phishing-d2',
    fraudId: 'Phishing',
    title: 'A text message about a card payment',
    setting: 'international',
    scenario:
      'You are a member of Northwind Credit Union. Ten minutes ago you tried to buy a laptop online for $1,249.00 and the payment was declined. Then this text arrives from the number Northwind always texts you from.',
    artefact: {
      medium: 'sms',
      sender: { name: 'Northwind CU', number: '+1 202 555 0110', hotspot: 'sender' },
      messages: [
        {
          from: 'them',
          time: '14:07',
          body: [
            {
              text: 'FRAUD ALERT: Northwind CU blocked a card payment of $1,249.00 to Harborview Electronics.',
              hotspot: 'alert-line',
            },
            ' ',
            {
              text: 'Reply YES if this was you or NO if not. Your card stays blocked until you reply.',
              hotspot: 'reply-line',
            },
            ' ',
            {
              text: 'We will never ask for your PIN, password or a code by text.',
              hotspot: 'safety-line',
            },
          ],
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust', 'verify'],
    decisionExplanation:
      'This is a real fraud alert. It comes from the number the credit union always uses, names the payment you just made, has no link and asks for nothing secret. Replying YES is fine; calling the number on your card is fine too.',
    alignment: {
      rating: 'high',
      reason: 'You have just made this payment, and it was declined a minute ago.',
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: false,
        explanation:
          'This is the number Northwind always texts you from, in the same thread as its earlier alerts. A new number would be worth checking.',
      },
      {
        id: 'alert-line',
        label: 'Line about the blocked payment',
        redFlag: false,
        cue: 'language',
        explanation:
          'A fraud alert in capitals looks alarming, but it names the exact shop and amount you just tried to pay. That is a detail a scammer would not know.',
      },
      {
        id: 'reply-line',
        label: 'Line asking for a reply',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'Asking you to reply YES or NO is how real card alerts work. It asks for no link, no code and no call to a number in the message.',
      },
      {
        id: 'safety-line',
        label: 'Line about PINs and codes',
        redFlag: false,
        explanation:
          'Banks add this line to real alerts. It is also a test you can use: any message that does ask for a code is not from your bank.',
      },
    ],
    inRealLife:
      "Reply to a real alert or, if in any doubt, call the number on the back of your card. If a message like this ever asks for a code or has a link, report it to your bank's fraud line. [Read the Phishing page](/frauds/Phishing)",
  },
  {
    id: 'Phishing-d3',
    fraudId: 'Phishing',
    title: 'A sign-in page for online banking',
    setting: 'za',
    scenario:
      'You searched for "Protea Bank login" on your laptop and tapped the first result, a paid advert. Protea Bank\'s real address is proteabank.example, and you have not asked for a code.',
    artefact: {
      medium: 'web',
      url: 'https://proteabank.example-login.co.test/za/personal/sign-in',
      urlHotspot: 'address-bar',
      padlock: true,
      padlockHotspot: 'padlock',
      title: 'Protea Bank | Sign in to Online Banking',
      body: [
        [{ text: 'Welcome back. Sign in to Online Banking.', hotspot: 'welcome-line' }],
        [
          {
            text: 'For your security, also enter the one-time PIN we have just sent to your cellphone.',
            hotspot: 'otp-line',
          },
        ],
        ['Protea Bank will never ask you for your PIN by e-mail or SMS.'],
      ],
      form: {
        fields: [
          { label: 'Username', type: 'text', hotspot: 'username-field' },
          { label: 'Password', type: 'password' },
          { label: 'One-time PIN (OTP)', type: 'otp', hotspot: 'otp-field' },
        ],
        submit: 'Sign in',
      },
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      "This is a phishing page. The address only starts with the bank's name and really belongs to example-login.co.test, and it asks for an OTP you never requested. Close it and type proteabank.example yourself, or use the app.",
    alignment: {
      rating: 'high',
      reason: 'You really were trying to sign in to your own bank when you found this page.',
    },
    hotspots: [
      {
        id: 'padlock',
        label: 'Padlock icon',
        redFlag: false,
        explanation:
          'The padlock only means the connection is encrypted. Criminals get padlocks for their sites too, so it says nothing about who runs the page.',
      },
      {
        id: 'address-bar',
        label: 'Address bar',
        redFlag: true,
        cue: 'technical',
        teaches: 0,
        explanation:
          "Read a web address from the right: the part before the first single slash ends in example-login.co.test, not proteabank.example. The bank's name at the start is only decoration.",
      },
      {
        id: 'welcome-line',
        label: 'Welcome line',
        redFlag: false,
        explanation:
          'A friendly welcome is copied easily from the real site. It is neither a warning sign nor a sign of safety.',
      },
      {
        id: 'otp-line',
        label: 'Line about the one-time PIN',
        redFlag: true,
        cue: 'language',
        teaches: 4,
        explanation:
          'You did not ask for a code, so a code arriving now means someone else is signing in as you. The page wants you to hand it over.',
      },
      {
        id: 'username-field',
        label: 'Username field',
        redFlag: false,
        explanation:
          'Every sign-in page asks for a username. The field itself is normal; what matters is whose site you are typing into.',
      },
      {
        id: 'otp-field',
        label: 'One-time PIN field',
        redFlag: true,
        cue: 'technical',
        teaches: 3,
        explanation:
          'A field for an OTP on a page you reached from an advert lets a criminal use your code at the real bank within seconds. Never type a code you did not ask for.',
      },
    ],
    inRealLife:
      "Close the page and sign in through the official app or by typing the bank's address yourself. If you already typed your details, call your bank's fraud line on the number on your card straight away. [Read the Phishing page](/frauds/Phishing)",
  },
  {
    id: 'Phishing-d4',
    fraudId: 'Phishing',
    title: 'A voice message from the phone system',
    setting: 'international',
    scenario:
      'You work in the branch team at Northwind Credit Union. The office phone system does e-mail voicemails, but they always come from voicemail@northwindcu.example and play inside the staff portal.',
    artefact: {
      medium: 'email',
      from: {
        name: 'Voicemail Service',
        address: 'voicemail@northwindcu-voice.example',
        hotspot: 'sender-address',
      },
      to: 'jordan.ellis@northwindcu.example',
      date: 'Thu 12 Mar 2026, 16:55',
      subject: ['New voicemail from +1 312 555 0147 (0:42)'],
      body: [
        [{ text: 'You have received a new voice message.', hotspot: 'intro-line' }],
        ['Caller: ', { text: '+1 312 555 0147', hotspot: 'caller-number' }, ' · Length: 0:42'],
        [
          {
            text: 'Open the attached file to listen. If it does not play, sign in with your staff e-mail and password when asked.',
            hotspot: 'instructions-line',
          },
        ],
      ],
      attachments: [
        {
          name: 'VM_0312_1655.html',
          type: 'HTML document',
          size: '6 KB',
          hotspot: 'attachment',
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'This is phishing. A voice message does not arrive as a web page that asks for your password, and the sender is not the address your phone system uses. Report it with the report button.',
    alignment: {
      rating: 'medium',
      reason:
        'Your office does send voicemails by e-mail, but not from this address or in this form.',
    },
    hotspots: [
      {
        id: 'sender-address',
        label: 'Sender address',
        redFlag: true,
        cue: 'technical',
        teaches: 0,
        explanation:
          'Real voicemails come from northwindcu.example. This sender adds "-voice" to the domain, which anyone could register.',
      },
      {
        id: 'intro-line',
        label: 'Opening line',
        redFlag: false,
        explanation:
          'This is the same short line a real voicemail notice uses. On its own it proves nothing either way.',
      },
      {
        id: 'caller-number',
        label: 'Caller number',
        redFlag: false,
        explanation:
          "Showing a caller's number is normal for a voicemail notice. It is a detail to make the message look real, not a sign in itself.",
      },
      {
        id: 'instructions-line',
        label: 'Line about signing in',
        redFlag: true,
        cue: 'language',
        teaches: 3,
        explanation:
          'Listening to a message never needs your password. Asking you to sign in "when asked" is how the page collects it.',
      },
      {
        id: 'attachment',
        label: 'Attachment: VM_0312_1655.html',
        redFlag: true,
        cue: 'technical',
        teaches: 5,
        explanation:
          'An audio message would be a sound file, not an HTML page. An HTML attachment opens a local copy of a sign-in form that sends what you type to the criminal.',
      },
    ],
    inRealLife:
      'Do not open the attachment. Report the e-mail to your security team with the report button, and if you already typed your password, change it and tell them at once. [Read the Phishing page](/frauds/Phishing)',
  },
  {
    id: 'Phishing-d5',
    fraudId: 'Phishing',
    title: 'An e-mail about a blocked card',
    setting: 'za',
    scenario:
      "At lunch your Protea Bank card was declined at a restaurant in Gqeberha, and the app showed a message that the card was blocked for a security check. Protea Bank's address is proteabank.example.",
    artefact: {
      medium: 'email',
      from: {
        name: 'Protea Bank',
        address: 'cardsecurity@proteabank.example',
        hotspot: 'sender-address',
      },
      to: 'ayanda.dlamini@karoomail.example',
      date: 'Wed 11 Mar 2026, 13:21',
      subject: [
        { text: 'URGENT: your card ending 4417 has been blocked', hotspot: 'subject-line' },
      ],
      body: [
        ['Dear Ms Dlamini,'],
        [
          {
            text: 'We blocked your card ending 4417 at 12:58 today after a payment attempt of R 1 240.00 at Harbour Grill, Gqeberha, which did not match your usual pattern.',
            hotspot: 'blocked-line',
          },
        ],
        [
          {
            text: 'To unblock it, open the Protea Bank app and confirm the payment under Card security within 24 hours. After that, the card will be replaced.',
            hotspot: 'deadline-line',
          },
        ],
        [
          {
            text: 'This e-mail has no links. We will never ask for your PIN, password or an OTP.',
            hotspot: 'safety-line',
          },
        ],
        ['Protea Bank Card Security'],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust', 'verify'],
    decisionExplanation:
      "This is a real card alert. It comes from the bank's own domain, names the payment you just tried, has no links, and sends you to the app you already use. Opening the app yourself, or calling the number on your card, is the right way to deal with it.",
    alignment: {
      rating: 'medium',
      reason:
        'Your card was just declined, but a bank e-mail in capitals still feels out of the ordinary.',
    },
    hotspots: [
      {
        id: 'sender-address',
        label: 'Sender address',
        redFlag: false,
        explanation:
          "The address ends in proteabank.example, the bank's real domain, with nothing added. A sender can be faked, so the content has to fit too, and here it does.",
      },
      {
        id: 'subject-line',
        label: 'Subject line',
        redFlag: false,
        cue: 'language',
        explanation:
          '"URGENT" in capitals looks like a phishing trick, but real card alerts are urgent too. The subject alone cannot tell you which this is.',
      },
      {
        id: 'blocked-line',
        label: 'Line about the blocked card',
        redFlag: false,
        cue: 'language',
        explanation:
          'It names the restaurant, time and amount of the payment that was just declined. A criminal could not know these details.',
      },
      {
        id: 'deadline-line',
        label: 'Line about the 24 hours',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'A deadline is a classic pressure cue, but this one asks you to act in the app you already use, not through a link. That is the known channel.',
      },
      {
        id: 'safety-line',
        label: 'Line about links and codes',
        redFlag: false,
        explanation:
          'Real bank e-mails say this, and it gives you a test. An "alert" that does ask for a PIN or code is not from your bank.',
      },
    ],
    inRealLife:
      "Open the bank's app yourself or call the number on your card to deal with a card alert; never use a link or number in the message. If an alert ever asks for a code or PIN, report it to your bank's fraud line. [Read the Phishing page](/frauds/Phishing)",
  },
];
