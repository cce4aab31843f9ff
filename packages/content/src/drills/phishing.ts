import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'Phishing-d1',
    twin: 'Phishing-d6',
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
        {
          text: 'Action required: your account will be suspended in 12 hours',
          hotspot: 'subject-line',
        },
      ],
      body: [
        ['Dear Ms Mokoena,'],
        [
          {
            text: 'We noticed an unusual sign-in to your Protea Bank profile from a new device in Gqeberha on Sunday at 22:14. For your safety, we have locked payments from that device until you check it.',
            hotspot: 'signin-line',
          },
        ],
        [{ text: 'Please check that this was you.', hotspot: 'check-line' }],
        [
          'Check your devices here: ',
          {
            text: 'www.proteabank.example/secure',
            link: 'https://proteabank-secure-login.example/za/verify',
            hotspot: 'link-1',
          },
        ],
        [
          {
            text: 'To keep your account open, sign in and enter your card number, PIN and the OTP we send to your phone.',
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
      'This is phishing. The sender is not proteabank.example, the link leads to another domain, and it wants your PIN and OTP, which a bank never asks for by e-mail. Report it, and open the app yourself if you are worried.',
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
        redFlag: true,
        cue: 'language',
        teaches: 1,
        explanation:
          'A threat to suspend your account within hours is there to rush you. Panic stops people from checking the sender and the link.',
      },
      {
        id: 'signin-line',
        label: 'Line about the sign-in',
        redFlag: false,
        cue: 'language',
        explanation:
          'An unusual sign-in and locked payments sound alarming, but real alerts say the same and this line asks nothing of you. The warning signs are in how the e-mail wants you to act.',
      },
      {
        id: 'check-line',
        label: 'Line asking you to check',
        redFlag: false,
        explanation:
          'Real alerts ask you to check a sign-in too. What matters is how the e-mail wants you to do it.',
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
        label: 'Line about your details',
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
    variants: [
      {
        swap: {
          Protea: 'Fynbos',
          protea: 'fynbos',
          'Ms Mokoena': 'Ms Naidoo',
          'thandi.mokoena@': 'priya.naidoo@',
          Gqeberha: 'Kimberley',
          '22:14': '23:41',
        },
      },
      {
        swap: {
          Protea: 'Sunbird',
          protea: 'sunbird',
          'thandi.mokoena@': 'lerato.botha@',
          'Ms Mokoena': 'Ms Botha',
          Gqeberha: 'Rustenburg',
          'Mon 9 Mar 2026, 07:42': 'Mon 23 Mar 2026, 06:55',
        },
      },
    ],
  },
  {
    id: 'Phishing-d2',
    twin: 'Phishing-d9',
    fraudId: 'Phishing',
    title: 'A text message about a card payment',
    setting: 'international',
    scenario:
      'You are a member of Northwind Credit Union, whose web address is northwindcu.example and which texts its card alerts from +1 202 555 0110. Ten minutes ago you tried to buy a laptop online for $1,249.00 at Harborview Electronics, and the payment was declined.',
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
            { text: 'Reply YES if this was you or NO if not.', hotspot: 'action-line' },
            ' ',
            {
              text: 'Your card stays blocked until then, so any payment you try now will be declined.',
              hotspot: 'hold-line',
            },
            ' ',
            {
              text: 'We will never ask for your PIN, password or a code by text.',
              hotspot: 'codes-line',
            },
          ],
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'This is a real fraud alert. It comes from the number Northwind uses, names the exact payment you just tried, has no link and asks for nothing secret. Replying YES is safe.',
    alignment: {
      rating: 'high',
      reason: 'You have just made this payment, and it was declined a few minutes ago.',
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: false,
        explanation:
          'This is the number Northwind texts its alerts from. A sender can be faked, so the content has to fit too, and here it does.',
      },
      {
        id: 'alert-line',
        label: 'Line about the blocked payment',
        redFlag: false,
        cue: 'language',
        explanation:
          'A fraud alert in capitals looks alarming, but it names the exact shop and amount you just tried to pay. A mass scam text would not know them.',
      },
      {
        id: 'action-line',
        label: 'Line about what to do',
        redFlag: false,
        explanation:
          'Asking you to reply YES or NO is how real card alerts work. There is no link to open and no number to call.',
      },
      {
        id: 'hold-line',
        label: 'Line about the card',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'A blocked card feels like pressure, but it is what you would expect after a declined payment. Your reply is all it takes to unblock it.',
      },
      {
        id: 'codes-line',
        label: 'Line about card details and codes',
        redFlag: false,
        explanation:
          'Banks add this line to real alerts. It is also a test you can use: a text that does ask for a code is not from your bank.',
      },
    ],
    inRealLife:
      "Reply to a real alert or, if in any doubt, call the number on the back of your card. If a message like this ever asks for a code or has a link, report it to your bank's fraud line. [Read the Phishing page](/frauds/Phishing)",
    variants: [
      {
        swap: {
          Northwind: 'Bayfront',
          northwindcu: 'bayfrontcu',
          'Harborview Electronics': 'Pinecrest Electronics',
          '$1,249.00': '$879.00',
          '+1 202 555 0110': '+1 202 555 0163',
          '14:07': '10:52',
        },
      },
      {
        swap: {
          Northwind: 'Silverlake',
          northwindcu: 'silverlakecu',
          'Harborview Electronics': 'Maple Street Computers',
          '$1,249.00': '$1,615.00',
          '+1 202 555 0110': '+1 312 555 0128',
        },
      },
    ],
  },
  {
    id: 'Phishing-d3',
    twin: 'Phishing-d7',
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
        [
          {
            text: 'Welcome back. Sign in to Online Banking. For your security, we lock your profile after three wrong password attempts.',
            hotspot: 'welcome-line',
          },
        ],
        [
          {
            text: 'For your security, we have just sent a one-time PIN to your cellphone. Type it straight after your password, with no space.',
            hotspot: 'notice-line',
          },
        ],
        ['Protea Bank will never ask you for your PIN by e-mail or SMS.'],
      ],
      form: {
        fields: [
          { label: 'Username', type: 'text', hotspot: 'username-field' },
          { label: 'Password + one-time PIN', type: 'password', hotspot: 'password-field' },
        ],
        submit: 'Sign in',
      },
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      "This is a phishing page. The address only starts with the bank's name and really belongs to example-login.co.test, and it wants a one-time PIN you never asked for. Close it and type proteabank.example yourself, or use the app.",
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
        cue: 'language',
        explanation:
          'A warning that your profile gets locked sounds like a threat, but real sign-in pages say it too. Like the welcome, it is easy to copy, so it proves nothing about who runs the page.',
      },
      {
        id: 'notice-line',
        label: 'Line under the welcome',
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
        id: 'password-field',
        label: 'Password field',
        redFlag: true,
        cue: 'technical',
        teaches: 3,
        explanation:
          'A field that takes your password and a one-time PIN together hands both to the criminal, who uses them at the real bank within seconds. A real sign-in page never asks for a code you did not request.',
      },
    ],
    inRealLife:
      "Close the page and sign in through the official app or by typing the bank's address yourself. If you already typed your details, call your bank's fraud line on the number on your card straight away. [Read the Phishing page](/frauds/Phishing)",
    variants: [
      {
        swap: {
          Protea: 'Fynbos',
          protea: 'fynbos',
          'three wrong password attempts': 'five wrong password attempts',
          laptop: 'work computer',
        },
      },
      {
        swap: {
          Protea: 'Sunbird',
          protea: 'sunbird',
          'example-login.co.test': 'example-secure.co.test',
          laptop: 'tablet',
        },
      },
    ],
  },
  {
    id: 'Phishing-d4',
    twin: 'Phishing-d8',
    fraudId: 'Phishing',
    title: 'A voice message from the phone system',
    setting: 'international',
    scenario:
      'You work in the branch team at Northwind Credit Union. The office phone system e-mails each voicemail to you as a sound file, from voicemail@northwindcu.example.',
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
        [
          {
            text: 'You have received a new voice message. The caller marked it urgent.',
            hotspot: 'intro-line',
          },
        ],
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
        cue: 'language',
        explanation:
          'Callers can mark a message urgent, and real voicemail notices pass that on. The mark says how the caller felt, not who sent the e-mail.',
      },
      {
        id: 'caller-number',
        label: 'Caller number',
        redFlag: false,
        cue: 'technical',
        explanation:
          "An outside number you do not know can look worrying, but showing the caller's number is normal for a voicemail notice. It is not a sign in itself.",
      },
      {
        id: 'instructions-line',
        label: 'Line about listening',
        redFlag: true,
        cue: 'language',
        teaches: 3,
        explanation:
          'Listening to a message never needs your password. Asking you to sign in "when asked" is how the page collects it.',
      },
      {
        id: 'attachment',
        label: 'Attachment: VM_0312_1655',
        redFlag: true,
        cue: 'technical',
        teaches: 5,
        explanation:
          'An audio message would be a sound file, not an HTML page. An HTML attachment opens a local copy of a sign-in form that sends what you type to the criminal.',
      },
    ],
    inRealLife:
      'Do not open the attachment. Report the e-mail to your security team with the report button, and if you already typed your password, change it and tell them at once. [Read the Phishing page](/frauds/Phishing)',
    variants: [
      {
        swap: {
          Northwind: 'Bayfront',
          northwindcu: 'bayfrontcu',
          'jordan.ellis@': 'morgan.price@',
          '+1 312 555 0147': '+1 415 555 0133',
          '0:42': '1:18',
        },
      },
      {
        swap: {
          Northwind: 'Silverlake',
          northwindcu: 'silverlakecu',
          'jordan.ellis@': 'casey.nguyen@',
          'Thu 12 Mar 2026, 16:55': 'Tue 17 Mar 2026, 10:21',
          VM_0312_1655: 'VM_0317_1021',
        },
      },
    ],
  },
  {
    id: 'Phishing-d5',
    twin: 'Phishing-d10',
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
        { text: 'URGENT: your Protea Bank card has been blocked', hotspot: 'subject-line' },
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
          'To unblock it, confirm the payment within 24 hours in ',
          { text: 'the Protea Bank app, under Card security', hotspot: 'unblock-place' },
          '.',
        ],
        [{ text: 'We will never ask for your PIN, password or an OTP.', hotspot: 'codes-line' }],
        [
          {
            text: 'If you do nothing, we will replace the card and send the new one to your branch.',
            hotspot: 'replace-line',
          },
        ],
        [
          {
            text: 'Protea Bank Card Security · Manage your alerts',
            link: 'https://proteabank.example/alerts',
            hotspot: 'footer',
          },
        ],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      "This is a real card alert. It comes from the bank's own domain, names the payment you just tried, sends you to the app you already use, and asks for no code. You can trust it and confirm the payment in the app.",
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
          'It names the restaurant, time and amount of the payment that was just declined. A criminal sending e-mails in bulk could not know these details.',
      },
      {
        id: 'unblock-place',
        label: 'Where to unblock the card',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'The 24-hour deadline is real pressure, but it sends you to the app you already use, not to a link. That is the known channel.',
      },
      {
        id: 'codes-line',
        label: 'Line about codes',
        redFlag: false,
        explanation:
          'Real bank e-mails say this, and it gives you a test. An "alert" that does ask for a PIN or code is not from your bank.',
      },
      {
        id: 'replace-line',
        label: 'Line about a new card',
        redFlag: false,
        explanation: 'Replacing a blocked card is what banks do. The line asks nothing of you.',
      },
      {
        id: 'footer',
        label: 'Footer',
        redFlag: false,
        explanation:
          "The link to manage your alerts really goes to proteabank.example. A footer link that points to the bank's own domain is what you want to see.",
      },
    ],
    inRealLife:
      "Open the bank's app yourself or call the number on your card to deal with a card alert; never use a link or number in the message. If an alert ever asks for a code or PIN, report it to your bank's fraud line. [Read the Phishing page](/frauds/Phishing)",
    variants: [
      {
        swap: {
          Protea: 'Fynbos',
          protea: 'fynbos',
          'Ms Dlamini': 'Ms Mahlangu',
          'ayanda.dlamini@': 'zodwa.mahlangu@',
          '4417': '8032',
          'R 1 240.00': 'R 860.00',
        },
      },
      {
        swap: {
          Protea: 'Sunbird',
          protea: 'sunbird',
          Gqeberha: 'Durban',
          '12:58': '13:06',
          'Wed 11 Mar 2026, 13:21': 'Wed 11 Mar 2026, 13:34',
          'R 1 240.00': 'R 2 315.00',
        },
      },
    ],
  },
  {
    id: 'Phishing-d6',
    twin: 'Phishing-d1',
    fraudId: 'Phishing',
    title: 'An e-mail from your bank about your account',
    setting: 'za',
    scenario:
      'You bank with Protea Bank and use its app most days. Its real web address is proteabank.example. This e-mail arrives on a Monday morning.',
    artefact: {
      medium: 'email',
      from: {
        name: 'Protea Bank Security',
        address: 'security@proteabank.example',
        hotspot: 'sender-address',
      },
      to: 'thandi.mokoena@karoomail.example',
      date: 'Mon 9 Mar 2026, 07:42',
      subject: [
        {
          text: 'Action required: new sign-in to your Protea Bank profile',
          hotspot: 'subject-line',
        },
      ],
      body: [
        ['Dear Ms Mokoena,'],
        [
          {
            text: 'We noticed an unusual sign-in to your Protea Bank profile from a new device in Gqeberha on Sunday at 22:14. For your safety, we have locked payments from that device until you check it.',
            hotspot: 'signin-line',
          },
        ],
        [{ text: 'Please check that this was you.', hotspot: 'check-line' }],
        [
          'Check your devices here: ',
          {
            text: 'www.proteabank.example/secure',
            link: 'https://www.proteabank.example/secure',
            hotspot: 'link-1',
          },
        ],
        [
          {
            text: 'If it was not you, you can also sign the device out in the app under Security. We will never ask for your PIN, password or an OTP.',
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
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'This is a real sign-in alert. It comes from proteabank.example, its link really goes there, and it asks for no PIN, password or code. You can trust it and check your devices.',
    alignment: {
      rating: 'medium',
      reason:
        'You do bank with Protea Bank, but a security e-mail out of the blue is not part of your routine.',
    },
    hotspots: [
      {
        id: 'sender-address',
        label: 'Sender address',
        redFlag: false,
        explanation:
          "The address ends in proteabank.example, the bank's real domain, with nothing added to the name. That is the first thing to check, and it fits.",
      },
      {
        id: 'subject-line',
        label: 'Subject line',
        redFlag: false,
        cue: 'language',
        explanation:
          '"Action required" sounds like a phishing trick, but real security alerts use it too. This subject makes no threat and sets no deadline.',
      },
      {
        id: 'signin-line',
        label: 'Line about the sign-in',
        redFlag: false,
        cue: 'language',
        explanation:
          "An unusual sign-in and locked payments are alarming news, but telling you about them is what a bank's alert is for. The line asks nothing of you.",
      },
      {
        id: 'check-line',
        label: 'Line asking you to check',
        redFlag: false,
        explanation:
          'Real alerts ask you to check a sign-in. What matters is how the e-mail wants you to do it.',
      },
      {
        id: 'link-1',
        label: 'Link: www.proteabank.example/secure',
        redFlag: false,
        cue: 'technical',
        explanation:
          'A link in a bank e-mail looks like the classic trick, but its real target is proteabank.example, the same as its text. Opening the app yourself would be just as good.',
      },
      {
        id: 'details-line',
        label: 'Line about your details',
        redFlag: false,
        explanation:
          'It points you to the app you already use and says the bank never asks for your PIN or an OTP. A real alert asks for nothing secret.',
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
      "A real alert never needs your PIN or an OTP, and you can always open the app yourself instead of tapping a link. If a message like this ever asks for a code, forward it to your bank's phishing address. [Read the Phishing page](/frauds/Phishing)",
    variants: [
      {
        swap: {
          Protea: 'Sunbird',
          protea: 'sunbird',
          'Ms Mokoena': 'Ms Pillay',
          'thandi.mokoena@': 'neo.pillay@',
          Gqeberha: 'Mthatha',
          '22:14': '21:37',
        },
      },
      {
        swap: {
          Protea: 'Fynbos',
          protea: 'fynbos',
          'thandi.mokoena@': 'anele.jacobs@',
          'Ms Mokoena': 'Ms Jacobs',
          Gqeberha: 'Upington',
          'Mon 9 Mar 2026, 07:42': 'Mon 16 Mar 2026, 08:05',
        },
      },
    ],
  },
  {
    id: 'Phishing-d7',
    twin: 'Phishing-d3',
    fraudId: 'Phishing',
    title: 'A sign-in page for online banking',
    setting: 'za',
    scenario:
      'You searched for "Protea Bank login" on your laptop and tapped the first result, a paid advert. Protea Bank\'s real address is proteabank.example, and you have not asked for a code.',
    artefact: {
      medium: 'web',
      url: 'https://proteabank.example/za/personal/sign-in',
      urlHotspot: 'address-bar',
      padlock: true,
      padlockHotspot: 'padlock',
      title: 'Protea Bank | Sign in to Online Banking',
      body: [
        [
          {
            text: 'Welcome back. Sign in to Online Banking. For your security, we lock your profile after three wrong password attempts.',
            hotspot: 'welcome-line',
          },
        ],
        [
          {
            text: 'New device? After you sign in, approve it in the Protea Bank app within two minutes.',
            hotspot: 'notice-line',
          },
        ],
        ['Protea Bank will never ask you for your PIN by e-mail or SMS.'],
      ],
      form: {
        fields: [
          { label: 'Username', type: 'text', hotspot: 'username-field' },
          { label: 'Password', type: 'password', hotspot: 'password-field' },
        ],
        submit: 'Sign in',
      },
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      "This is the bank's real sign-in page. The address bar ends in proteabank.example with nothing after it, and the page asks only for your username and password. You can sign in, even though you came through an advert.",
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
          'The padlock only means the connection is encrypted. It says nothing about who runs the page, so read the address instead.',
      },
      {
        id: 'address-bar',
        label: 'Address bar',
        redFlag: false,
        explanation:
          'Read the address from the right: the part before the first single slash is proteabank.example, the real domain. An advert can lead to the real site too.',
      },
      {
        id: 'welcome-line',
        label: 'Welcome line',
        redFlag: false,
        cue: 'language',
        explanation:
          'A warning that your profile gets locked sounds like a threat, but it is a normal rule on a real sign-in page. It asks you for nothing.',
      },
      {
        id: 'notice-line',
        label: 'Line under the welcome',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'A two-minute limit sounds like pressure, but it only asks you to approve your own sign-in in your own app. It asks for no code.',
      },
      {
        id: 'username-field',
        label: 'Username field',
        redFlag: false,
        explanation:
          'Every sign-in page asks for a username. The field itself is normal; what matters is whose site you are typing into.',
      },
      {
        id: 'password-field',
        label: 'Password field',
        redFlag: false,
        explanation:
          'A password field on the real domain is exactly what you expect. It asks for nothing more than the password.',
      },
    ],
    inRealLife:
      "Check the address bar every time you sign in, and save the bank's address as a bookmark so you never need an advert. If a sign-in page ever asks for a code you did not request, close it and call your bank's fraud line. [Read the Phishing page](/frauds/Phishing)",
    variants: [
      {
        swap: {
          Protea: 'Sunbird',
          protea: 'sunbird',
          'three wrong password attempts': 'four wrong password attempts',
          laptop: 'tablet',
        },
      },
      {
        swap: {
          Protea: 'Fynbos',
          protea: 'fynbos',
          laptop: 'home computer',
          'within two minutes': 'within three minutes',
          'two-minute limit': 'three-minute limit',
        },
      },
    ],
  },
  {
    id: 'Phishing-d8',
    twin: 'Phishing-d4',
    fraudId: 'Phishing',
    title: 'A voice message from the phone system',
    setting: 'international',
    scenario:
      'You work in the branch team at Northwind Credit Union. The office phone system e-mails each voicemail to you as a sound file, from voicemail@northwindcu.example.',
    artefact: {
      medium: 'email',
      from: {
        name: 'Voicemail Service',
        address: 'voicemail@northwindcu.example',
        hotspot: 'sender-address',
      },
      to: 'jordan.ellis@northwindcu.example',
      date: 'Thu 12 Mar 2026, 16:55',
      subject: ['New voicemail from +1 312 555 0147 (0:42)'],
      body: [
        [
          {
            text: 'You have received a new voice message. The caller marked it urgent.',
            hotspot: 'intro-line',
          },
        ],
        ['Caller: ', { text: '+1 312 555 0147', hotspot: 'caller-number' }, ' · Length: 0:42'],
        [
          {
            text: 'Open the attached file to listen, or play it in the staff portal under Voicemail.',
            hotspot: 'instructions-line',
          },
        ],
      ],
      attachments: [
        {
          name: 'VM_0312_1655.wav',
          type: 'WAV audio',
          size: '330 KB',
          hotspot: 'attachment',
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'This is a normal voicemail notice. It comes from the address your phone system uses, the attachment is a sound file, and nothing asks for your password. You can play it.',
    alignment: {
      rating: 'high',
      reason: 'Your phone system sends voicemails exactly like this every day.',
    },
    hotspots: [
      {
        id: 'sender-address',
        label: 'Sender address',
        redFlag: false,
        explanation:
          'This is voicemail@northwindcu.example, the address your phone system always uses. Nothing is added to the domain.',
      },
      {
        id: 'intro-line',
        label: 'Opening line',
        redFlag: false,
        cue: 'language',
        explanation:
          'An urgent mark looks like pressure, but callers set it themselves and the phone system only passes it on. It asks nothing of you.',
      },
      {
        id: 'caller-number',
        label: 'Caller number',
        redFlag: false,
        cue: 'technical',
        explanation:
          'An outside number you do not know can look worrying, but branches get calls from strangers all day. It is a detail of the call, not a warning sign.',
      },
      {
        id: 'instructions-line',
        label: 'Line about listening',
        redFlag: false,
        explanation:
          'It tells you to play the file or use the staff portal you already know. It never asks you to sign in from the e-mail.',
      },
      {
        id: 'attachment',
        label: 'Attachment: VM_0312_1655',
        redFlag: false,
        cue: 'technical',
        explanation:
          'An attachment from outside is a classic risk, but this is a sound file, which is what a voicemail should be. It is not a web page that can ask for a password.',
      },
    ],
    inRealLife:
      'Play voicemails from the usual sender or in the staff portal. If a voicemail ever arrives as a web page or asks for your password, report it to your security team with the report button. [Read the Phishing page](/frauds/Phishing)',
    variants: [
      {
        swap: {
          Northwind: 'Silverlake',
          northwindcu: 'silverlakecu',
          'jordan.ellis@': 'sam.okafor@',
          '+1 312 555 0147': '+1 646 555 0192',
          '0:42': '0:57',
          '330 KB': '450 KB',
        },
      },
      {
        swap: {
          Northwind: 'Bayfront',
          northwindcu: 'bayfrontcu',
          'jordan.ellis@': 'riley.carter@',
          'Thu 12 Mar 2026, 16:55': 'Wed 18 Mar 2026, 09:08',
          VM_0312_1655: 'VM_0318_0908',
        },
      },
    ],
  },
  {
    id: 'Phishing-d9',
    twin: 'Phishing-d2',
    fraudId: 'Phishing',
    title: 'A text message about a card payment',
    setting: 'international',
    scenario:
      'You are a member of Northwind Credit Union, whose web address is northwindcu.example and which texts its card alerts from +1 202 555 0110. Ten minutes ago you tried to buy a laptop online for $1,249.00 at Harborview Electronics, and the payment was declined.',
    artefact: {
      medium: 'sms',
      sender: { name: 'Northwind CU', number: '+1 202 555 0110', hotspot: 'sender' },
      messages: [
        {
          from: 'them',
          time: '14:07',
          body: [
            {
              text: 'FRAUD ALERT: Northwind CU has blocked a payment on your card.',
              hotspot: 'alert-line',
            },
            ' ',
            {
              text: 'To unblock your card, verify it within 30 minutes at northwindcu-cardcheck.example/unblock.',
              hotspot: 'action-line',
            },
            ' ',
            {
              text: 'Your card stays blocked until then, so any payment you try now will be declined.',
              hotspot: 'hold-line',
            },
            ' ',
            {
              text: 'Have your card number, expiry date and the code we text you ready.',
              hotspot: 'codes-line',
            },
          ],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'This is a phishing text. It sends you to northwindcu-cardcheck.example, which is not northwindcu.example, and wants your card details and a code, which a real alert never asks for. Report it; your real decline can be sorted out on the number on your card.',
    alignment: {
      rating: 'high',
      reason:
        'Your card was declined a few minutes ago, so a fraud alert is exactly what you expect.',
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: false,
        explanation:
          'The number matches, because a sender can be faked and even land in the same thread as real alerts. The sender proves nothing; what the text asks for does.',
      },
      {
        id: 'alert-line',
        label: 'Line about the blocked payment',
        redFlag: false,
        explanation:
          'A fraud alert in capitals is normal. This one names no shop or amount, so it could go to anyone; judge it by what it asks you to do.',
      },
      {
        id: 'action-line',
        label: 'Line about what to do',
        redFlag: true,
        cue: 'technical',
        teaches: 0,
        explanation:
          'The credit union\'s address is northwindcu.example, and this one adds "-cardcheck". A look-alike address with a 30-minute limit is the trap.',
      },
      {
        id: 'hold-line',
        label: 'Line about the card',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'A blocked card and declined payments feel like pressure, but that is what you would expect after your declined laptop payment. The line asks nothing of you by itself.',
      },
      {
        id: 'codes-line',
        label: 'Line about card details and codes',
        redFlag: true,
        cue: 'language',
        teaches: 3,
        explanation:
          'Your bank never asks for your card number or a code by text. With both, a criminal can pay with your card.',
      },
    ],
    inRealLife:
      "Do not tap the address. Call the number on the back of your card about the declined payment, and report the text to your credit union's fraud line. If you already typed your details, call them at once. [Read the Phishing page](/frauds/Phishing)",
    variants: [
      {
        swap: {
          Northwind: 'Silverlake',
          northwindcu: 'silverlakecu',
          'Harborview Electronics': 'Lakeshore Tech',
          '$1,249.00': '$1,089.00',
          '14:07': '19:33',
        },
      },
      {
        swap: {
          Northwind: 'Bayfront',
          northwindcu: 'bayfrontcu',
          'Harborview Electronics': 'Pinecrest Electronics',
          '$1,249.00': '$699.00',
          '+1 202 555 0110': '+1 202 555 0176',
        },
      },
    ],
  },
  {
    id: 'Phishing-d10',
    twin: 'Phishing-d5',
    fraudId: 'Phishing',
    title: 'An e-mail about a blocked card',
    setting: 'za',
    scenario:
      "At lunch your Protea Bank card was declined at a restaurant in Gqeberha, and the app showed a message that the card was blocked for a security check. Protea Bank's address is proteabank.example.",
    artefact: {
      medium: 'email',
      from: {
        name: 'Protea Bank',
        address: 'cardsecurity@proteabank-cards.example',
        hotspot: 'sender-address',
      },
      to: 'ayanda.dlamini@karoomail.example',
      date: 'Wed 11 Mar 2026, 13:21',
      subject: [
        { text: 'URGENT: your Protea Bank card has been blocked', hotspot: 'subject-line' },
      ],
      body: [
        ['Dear Ms Dlamini,'],
        [
          {
            text: 'We blocked your card today after a payment attempt that did not match your usual pattern.',
            hotspot: 'blocked-line',
          },
        ],
        [
          'To unblock it, confirm the payment within 24 hours in ',
          {
            text: 'proteabank.example/card-security',
            link: 'https://proteabank-cards.example/unblock',
            hotspot: 'unblock-place',
          },
          '.',
        ],
        [
          {
            text: 'You will need your card number, expiry date and the three-digit code on the back.',
            hotspot: 'codes-line',
          },
        ],
        [
          {
            text: 'If you do nothing, we will replace the card and send the new one to your branch.',
            hotspot: 'replace-line',
          },
        ],
        [
          {
            text: 'Protea Bank Card Security · Manage your alerts',
            link: 'https://proteabank-cards.example/alerts',
            hotspot: 'footer',
          },
        ],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      "This is phishing timed to look like your real card block. The sender and both links use proteabank-cards.example, not the bank's domain, and it asks for your card number and security code. Report it and deal with the block in the app.",
    alignment: {
      rating: 'high',
      reason:
        'Your card really was declined an hour ago, so an e-mail about a blocked card fits your day.',
    },
    hotspots: [
      {
        id: 'sender-address',
        label: 'Sender address',
        redFlag: true,
        cue: 'technical',
        teaches: 0,
        explanation:
          'The bank writes from proteabank.example. This address adds "-cards" to the name, a look-alike domain anyone can register.',
      },
      {
        id: 'subject-line',
        label: 'Subject line',
        redFlag: false,
        cue: 'language',
        explanation:
          'Real card alerts also say "URGENT" in capitals, so the subject alone cannot tell you which this is. Judge the sender and the links instead.',
      },
      {
        id: 'blocked-line',
        label: 'Line about the blocked card',
        redFlag: false,
        explanation:
          'A vague line like this fits anyone whose card was ever blocked, which is why it can feel as if it is about your lunch. It proves nothing by itself.',
      },
      {
        id: 'unblock-place',
        label: 'Where to unblock the card',
        redFlag: true,
        cue: 'technical',
        teaches: 2,
        explanation:
          "The text shows the bank's address, but the link really goes to proteabank-cards.example. Press and hold a link to see where it goes before you tap.",
      },
      {
        id: 'codes-line',
        label: 'Line about codes',
        redFlag: true,
        cue: 'language',
        teaches: 3,
        explanation:
          'Your bank never asks for your card number and the code on the back by e-mail. With them, anyone can shop online with your card.',
      },
      {
        id: 'replace-line',
        label: 'Line about a new card',
        redFlag: false,
        explanation:
          'Replacing a blocked card is what banks do, so the line is copied from real alerts. It asks nothing of you.',
      },
      {
        id: 'footer',
        label: 'Footer',
        redFlag: true,
        cue: 'technical',
        teaches: 2,
        explanation:
          "The footer link looks like routine small print, but it also goes to proteabank-cards.example. A real bank's footer links point to its own domain.",
      },
    ],
    inRealLife:
      "Do not click. Open the Protea Bank app yourself to deal with the block, and forward the e-mail to the bank's phishing address. If you already typed your card details, call your bank's fraud line at once. [Read the Phishing page](/frauds/Phishing)",
    variants: [
      {
        swap: {
          Protea: 'Sunbird',
          protea: 'sunbird',
          'Ms Dlamini': 'Ms Khoza',
          'ayanda.dlamini@': 'ayanda.khoza@',
          Gqeberha: 'Bloemfontein',
          'Wed 11 Mar 2026, 13:21': 'Thu 12 Mar 2026, 13:47',
        },
      },
      {
        swap: {
          Protea: 'Fynbos',
          protea: 'fynbos',
          'ayanda.dlamini@': 'nadia.hendricks@',
          'Ms Dlamini': 'Ms Hendricks',
          Gqeberha: 'Polokwane',
          'Wed 11 Mar 2026, 13:21': 'Tue 10 Mar 2026, 14:02',
        },
      },
    ],
  },
];
