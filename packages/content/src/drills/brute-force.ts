import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'BruteForce-d1',
    twin: 'BruteForce-d5',
    fraudId: 'BruteForce',
    title: 'A string of SMSes late at night',
    setting: 'za',
    scenario:
      'It is 23:40 and you are at home in Durban. At 23:30 you signed in to Marula Bank on your laptop, typing your password right the first time, bought prepaid electricity for R850.00 and signed out. Your phone shows these messages under the sender name your bank always uses.',
    artefact: {
      medium: 'sms',
      sender: { name: 'MarulaBank', number: '082 555 0109', hotspot: 'sender' },
      messages: [
        {
          from: 'them',
          time: '23:30',
          body: [
            {
              text: 'Marula Bank: Your sign-in OTP is 503 188. It expires in 5 minutes. Never share it.',
              hotspot: 'message-1',
            },
          ],
        },
        {
          from: 'them',
          time: '23:31',
          body: [
            {
              text: 'Marula Bank: R850.00 paid to PREPAID ELEC from cheque account ..4410.',
              hotspot: 'message-2',
            },
          ],
        },
        {
          from: 'them',
          time: '23:34',
          body: [
            {
              text: 'Marula Bank: Your sign-in OTP is 771 402. It expires in 5 minutes. Never share it.',
              hotspot: 'message-3',
            },
          ],
        },
        {
          from: 'them',
          time: '23:36',
          body: [
            {
              text: 'Marula Bank: A password reset was requested for your profile. If this was not you, call the number on the back of your card.',
              hotspot: 'message-4',
            },
          ],
        },
        {
          from: 'them',
          time: '23:39',
          body: [
            {
              text: 'Marula Bank: We blocked a sign-in from a new device (Android) outside South Africa.',
              hotspot: 'message-5',
            },
          ],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report', 'verify'],
    decisionExplanation:
      'The first two messages are yours, but the rest show someone else trying to get into your profile with your password after you left. Call your bank on the number on your card and change your password; never share the codes.',
    alignment: {
      rating: 'medium',
      reason: "These are the bank's normal messages, and some of them match what you just did.",
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: false,
        explanation:
          'This is the sender name your bank always uses, and the messages contain no links. They look genuine; the problem is what they tell you.',
      },
      {
        id: 'message-1',
        label: 'Message at 23:30',
        redFlag: false,
        cue: 'technical',
        explanation:
          'A sign-in code can mean someone else is at work, but this OTP is for your own sign-in at 23:30. It is the one you used.',
      },
      {
        id: 'message-2',
        label: 'Message at 23:31',
        redFlag: false,
        explanation: 'This is your electricity purchase, for the amount you paid.',
      },
      {
        id: 'message-3',
        label: 'Message at 23:34',
        redFlag: true,
        cue: 'technical',
        teaches: 4,
        explanation:
          'You had signed in once and did not ask for a second code. A sign-in code you did not ask for means someone typed your username and password.',
      },
      {
        id: 'message-4',
        label: 'Message at 23:36',
        redFlag: true,
        cue: 'technical',
        teaches: 4,
        explanation:
          'A password reset you did not request is a sign that someone is working on your profile.',
      },
      {
        id: 'message-5',
        label: 'Message at 23:39',
        redFlag: true,
        cue: 'technical',
        teaches: 5,
        explanation:
          'You used your laptop in Durban, not an Android phone abroad. An alert about a device and place you do not know is a direct warning.',
      },
    ],
    inRealLife:
      "Do not share any code. Call your bank's fraud line on the number on your card, change your password from a device you trust, and use a different password on every site; if money has moved, open a case with SAPS. [Read the Brute Force and Credential Stuffing page](/frauds/BruteForce)",
    variants: [
      {
        swap: {
          Durban: 'Gqeberha',
          'R850.00': 'R620.00',
          '503 188': '846 219',
          '771 402': '309 557',
          '..4410': '..7732',
        },
      },
      {
        swap: {
          Durban: 'Bloemfontein',
          'R850.00': 'R1 100.00',
          '503 188': '162 940',
          '771 402': '588 013',
          '082 555 0109': '082 555 0135',
        },
      },
    ],
  },
  {
    id: 'BruteForce-d2',
    twin: 'BruteForce-d6',
    fraudId: 'BruteForce',
    title: 'A sign-in page that stops you',
    setting: 'international',
    scenario:
      'You bank with Harbourline Bank and sign in through a bookmark you saved yourself. You last signed in yesterday evening on this laptop, at home in Chicago. This morning you mistype your new password three times in a row, and this page appears.',
    artefact: {
      medium: 'web',
      url: 'https://online.harbourline.example/signin',
      urlHotspot: 'address',
      padlock: true,
      title: 'Sign in',
      body: [
        [
          {
            text: 'Too many sign-in attempts. For your safety, we have locked sign-in to your profile for 15 minutes.',
            hotspot: 'pause-line',
          },
        ],
        [
          {
            text: 'Failed attempts in the last hour: 3, all from this device.',
            hotspot: 'attempts-line',
          },
        ],
        [
          {
            text: "If this wasn't you, reset your password in the Harbourline app or call the number on the back of your card.",
            hotspot: 'advice-line',
          },
        ],
        [
          {
            text: 'We will never ask for your one-time code on a call or by e-mail.',
            hotspot: 'never-ask-line',
          },
        ],
        [
          {
            text: 'Last successful sign-in: yesterday, 19:02, this device, Chicago.',
            hotspot: 'last-sign-in',
          },
        ],
      ],
      form: {
        fields: [
          { label: 'Username', type: 'text' },
          { label: 'Password', type: 'password' },
        ],
        submit: 'Sign in (available again at 10:47)',
      },
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      "You caused this pause yourself: the three failed attempts are yours, and the last sign-in is your own from yesterday evening. The page is on the bank's address, asks for nothing extra and points to channels you already know.",
    alignment: {
      rating: 'high',
      reason: 'You just mistyped three times, so a pause is exactly what you would expect.',
    },
    hotspots: [
      {
        id: 'address',
        label: 'Address bar',
        redFlag: false,
        explanation:
          "The address is the bank's real sign-in page, reached through your own bookmark.",
      },
      {
        id: 'pause-line',
        label: 'Line about the pause',
        redFlag: false,
        cue: 'language',
        explanation:
          "Lockouts are a brute-force warning sign when you did not cause them. Here you mistyped three times, and a short pause is the bank's defence against guessing.",
      },
      {
        id: 'attempts-line',
        label: 'Line about recent attempts',
        redFlag: false,
        cue: 'technical',
        explanation:
          'Failed attempts on your profile sound alarming. These are your three, all from your own laptop.',
      },
      {
        id: 'advice-line',
        label: 'Line about resetting',
        redFlag: false,
        explanation:
          'It sends you to the app or the number on your card, channels you already have, and gives no link or new number.',
      },
      {
        id: 'never-ask-line',
        label: 'Line about one-time codes',
        redFlag: false,
        explanation: 'A real bank reminds you of this. A fake page would try to collect the code.',
      },
      {
        id: 'last-sign-in',
        label: 'Line about the last sign-in',
        redFlag: false,
        explanation: 'Yesterday evening, on this laptop, in Chicago: that was you.',
      },
    ],
    inRealLife:
      "Wait 15 minutes and try again carefully, or reset your password in the app. If you ever see this page when you have not tried to sign in, change your password and call your bank on the number on your card; in the United States you can also report fraud to the FBI's IC3, and in the United Kingdom to Report Fraud. [Read the Brute Force and Credential Stuffing page](/frauds/BruteForce)",
    variants: [
      {
        swap: {
          Chicago: 'Milwaukee',
          '19:02': '20:15',
          Harbourline: 'Ferncrest',
          harbourline: 'ferncrest',
        },
      },
      { swap: { Chicago: 'Minneapolis', '19:02': '18:37', '10:47': '09:58' } },
    ],
  },
  {
    id: 'BruteForce-d3',
    twin: 'BruteForce-d7',
    fraudId: 'BruteForce',
    title: 'The night report on sign-ins',
    setting: 'za',
    scenario:
      "You work on Marula Bank's online banking team. Every morning the sign-in monitor e-mails a report on the night before.",
    artefact: {
      medium: 'email',
      from: { name: 'Marula Sign-in Monitor', address: 'signin-monitor@marulabank.example' },
      to: 'online-banking@marulabank.example',
      date: 'Tue 10 Mar 2026, 06:00',
      subject: [
        {
          text: 'Night report: online banking sign-ins, 9 to 10 March – volume alert',
          hotspot: 'subject-line',
        },
      ],
      body: [
        [
          {
            text: 'Sign-in attempts: 1 184 000 (a usual night: about 90 000). Successful: 0.4% (usual: 71%).',
            hotspot: 'volume-line',
          },
        ],
        [
          {
            text: 'Failed attempts were spread over 312 000 profiles, most with one or two tries each.',
            hotspot: 'spread-line',
          },
        ],
        [{ text: 'App sign-ins: 61 200, much as on other nights.', hotspot: 'app-line' }],
        [
          {
            text: "Peak: 640 attempts a second from 2 100 addresses, all sent by the tool 'python-requests'.",
            hotspot: 'speed-line',
          },
        ],
        [
          {
            text: 'Profiles locked after 5 failed attempts: 214 (usual: about 200).',
            hotspot: 'lockout-line',
          },
        ],
        [{ text: 'This report was generated automatically at 06:00.', hotspot: 'footer-line' }],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'The report is genuine, and it shows a large password attack against customers overnight. Raise it with the security team now: some guesses will have worked.',
    alignment: {
      rating: 'high',
      reason: 'The team reads this report every morning, so it is easy to skim past.',
    },
    hotspots: [
      {
        id: 'subject-line',
        label: 'Subject',
        redFlag: true,
        cue: 'technical',
        teaches: 2,
        explanation:
          'The monitor itself raised a volume alert in the subject. A report you read every day is easy to skim, so read the subject first.',
      },
      {
        id: 'volume-line',
        label: 'Line about attempts',
        redFlag: true,
        cue: 'technical',
        teaches: 2,
        explanation:
          'Thirteen times the usual attempts while the success rate falls from 71% to 0.4% is the shape of automated guessing.',
      },
      {
        id: 'spread-line',
        label: 'Line about profiles',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          "One or two tries on each of many profiles is password spraying: it stays under each profile's lockout limit.",
      },
      {
        id: 'app-line',
        label: 'Line about the app',
        redFlag: false,
        explanation:
          'Customers in the app behaved as usual. The extra traffic came from somewhere else.',
      },
      {
        id: 'speed-line',
        label: 'Line about the peak',
        redFlag: true,
        cue: 'technical',
        teaches: 3,
        explanation:
          'Hundreds of attempts a second from a scripting tool is faster than any person can type.',
      },
      {
        id: 'lockout-line',
        label: 'Line about locked profiles',
        redFlag: false,
        cue: 'technical',
        explanation:
          'Locked profiles sound alarming, yet the count is normal because spraying tries each profile only once or twice. A quiet lockout count does not mean a quiet night.',
      },
      {
        id: 'footer-line',
        label: 'Footer',
        redFlag: false,
        explanation: 'An ordinary footer on an automatic report. It tells you nothing.',
      },
    ],
    inRealLife:
      "Escalate to the security team at once. They block the sending addresses, force password resets on profiles that were broken into, and warn the call centre; the bank's fraud line watches those profiles for payments, and if personal data was reached the bank reports it to the Information Regulator. [Read the Brute Force and Credential Stuffing page](/frauds/BruteForce)",
    variants: [
      {
        swap: {
          '312 000': '287 000',
          '2 100 addresses': '1 850 addresses',
          '640 attempts': '590 attempts',
          '1 184 000': '1 212 000',
        },
      },
      {
        swap: {
          '9 to 10 March': '16 to 17 March',
          'Tue 10 Mar 2026': 'Tue 17 Mar 2026',
          '312 000': '344 000',
          '214': '209',
          Marula: 'Kiaat',
          marulabank: 'kiaatbank',
        },
      },
    ],
  },
  {
    id: 'BruteForce-d4',
    twin: 'BruteForce-d8',
    fraudId: 'BruteForce',
    title: 'An e-mail about your password',
    setting: 'international',
    scenario:
      'You bank with Harbourline Bank, whose website is harbourline.example. For years you have used the same password for online banking and for a shopping site. This e-mail arrives at the address your bank has on file.',
    artefact: {
      medium: 'email',
      from: {
        name: 'Harbourline Bank',
        address: 'security-notice@harbourline.example',
        hotspot: 'sender-address',
      },
      to: 'jordan.reyes@mail.example',
      date: 'Fri 6 Mar 2026, 07:30',
      subject: [
        { text: 'Important: we have reset your online banking password', hotspot: 'subject-line' },
      ],
      body: [
        [{ text: 'Dear customer,', hotspot: 'greeting' }],
        [
          {
            text: 'Criminals have been trying passwords stolen from other websites on many Harbourline profiles. Yours was one of them.',
            hotspot: 'attack-line',
          },
        ],
        [
          {
            text: 'To protect you, we have reset your password. The old one no longer works.',
            hotspot: 'reset-line',
          },
        ],
        [
          {
            text: 'To choose a new one, open the Harbourline app or type harbourline.example into your browser yourself.',
            hotspot: 'app-line',
          },
        ],
        [
          {
            text: 'This e-mail has no links, and we will never ask for your password or one-time code.',
            hotspot: 'links-line',
          },
        ],
        [
          {
            text: 'If you use the same password anywhere else, change it there too.',
            hotspot: 'reuse-line',
          },
        ],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      "This is a real notice after a password attack. It comes from the bank's own domain, asks for nothing, has no links and sends you to the app or an address you type yourself.",
    alignment: {
      rating: 'medium',
      reason:
        'You are a customer who reuses a password, but you had heard nothing about an attack.',
    },
    hotspots: [
      {
        id: 'sender-address',
        label: 'Sender address',
        redFlag: false,
        explanation:
          "The address is on the bank's own domain, harbourline.example. Addresses can be faked, so the content matters more.",
      },
      {
        id: 'subject-line',
        label: 'Subject',
        redFlag: false,
        cue: 'language',
        explanation:
          '"Important" and a reset password sound like a phishing hook. A real bank sends exactly this after an attack, so judge it by what it asks you to do.',
      },
      {
        id: 'greeting',
        label: 'Greeting',
        redFlag: false,
        cue: 'language',
        explanation:
          'A greeting without your name is a common phishing cue, but banks also send notices like this to many customers at once.',
      },
      {
        id: 'attack-line',
        label: 'Line about criminals',
        redFlag: false,
        cue: 'language',
        explanation:
          'Talk of criminals is meant to alarm, in scams and real notices alike. Trying passwords stolen elsewhere is a real brute-force method, and you do reuse yours.',
      },
      {
        id: 'reset-line',
        label: 'Line about the reset',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'Being locked out can push you to act fast. Here the bank has already acted for you and asks you to do nothing through the e-mail.',
      },
      {
        id: 'app-line',
        label: 'Line about choosing a new password',
        redFlag: false,
        explanation:
          'It sends you to the app or an address you type yourself. A phishing e-mail needs you to click.',
      },
      {
        id: 'links-line',
        label: 'Line after the instructions',
        redFlag: false,
        explanation:
          'No links, and no request for your password or code. There is nothing here for a criminal to collect.',
      },
      {
        id: 'reuse-line',
        label: 'Line about other sites',
        redFlag: false,
        explanation: 'Good advice: a password reused on another site is how this attack works.',
      },
    ],
    inRealLife:
      "Open the app or type the bank's address yourself and choose a new password you use nowhere else. If you see payments you did not make, call your bank on the number on your card; in the United States you can report fraud to the FBI's IC3, and in the United Kingdom to Report Fraud. [Read the Brute Force and Credential Stuffing page](/frauds/BruteForce)",
    variants: [
      {
        swap: {
          Harbourline: 'Ferncrest',
          harbourline: 'ferncrest',
          'jordan.reyes@mail': 'casey.lin@mail',
          'Fri 6 Mar 2026, 07:30': 'Mon 9 Mar 2026, 07:45',
        },
      },
      {
        swap: {
          'jordan.reyes@mail': 'morgan.patel@mail',
          'Fri 6 Mar 2026': 'Thu 5 Mar 2026',
          'security-notice@': 'account-security@',
        },
      },
    ],
  },
  {
    id: 'BruteForce-d5',
    twin: 'BruteForce-d1',
    fraudId: 'BruteForce',
    title: 'A string of SMSes late at night',
    setting: 'za',
    scenario:
      'It is 23:40 and you are at home in Durban. At 23:30 you signed in to Marula Bank on your laptop, typing your password right the first time, bought prepaid electricity for R850.00 and signed out. Your phone shows these messages under the sender name your bank always uses.',
    artefact: {
      medium: 'sms',
      sender: { name: 'MarulaBank', number: '082 555 0109', hotspot: 'sender' },
      messages: [
        {
          from: 'them',
          time: '23:30',
          body: [
            {
              text: 'Marula Bank: Your sign-in OTP is 503 188. It expires in 5 minutes. Never share it.',
              hotspot: 'message-1',
            },
          ],
        },
        {
          from: 'them',
          time: '23:31',
          body: [
            {
              text: 'Marula Bank: R850.00 paid to PREPAID ELEC from cheque account ..4410.',
              hotspot: 'message-2',
            },
          ],
        },
        {
          from: 'them',
          time: '23:34',
          body: [
            {
              text: 'Marula Bank: New sign-in to your profile from a Windows laptop in Durban at 23:30. Not you? Call the number on the back of your card.',
              hotspot: 'message-3',
            },
          ],
        },
        {
          from: 'them',
          time: '23:36',
          body: [
            {
              text: 'Marula Bank: You have signed out of online banking.',
              hotspot: 'message-4',
            },
          ],
        },
        {
          from: 'them',
          time: '23:39',
          body: [
            {
              text: 'Marula Bank: Your electricity token is in the Marula app under Recent purchases.',
              hotspot: 'message-5',
            },
          ],
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'Every message matches what you did: one code for your sign-in, your R850.00 purchase, an alert about your own laptop in Durban, your sign-out and your token. None of them asks you for anything.',
    alignment: {
      rating: 'medium',
      reason: "These are the bank's normal messages, and some of them match what you just did.",
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: false,
        explanation:
          'This is the sender name your bank always uses, and the messages contain no links.',
      },
      {
        id: 'message-1',
        label: 'Message at 23:30',
        redFlag: false,
        cue: 'technical',
        explanation:
          'A sign-in code is a warning sign when you did not sign in. This one came with your own sign-in at 23:30.',
      },
      {
        id: 'message-2',
        label: 'Message at 23:31',
        redFlag: false,
        explanation: 'This is your electricity purchase, for the amount you paid.',
      },
      {
        id: 'message-3',
        label: 'Message at 23:34',
        redFlag: false,
        cue: 'technical',
        explanation:
          'A new-sign-in alert can mean someone else got in. This one names your laptop, your city and your time.',
      },
      {
        id: 'message-4',
        label: 'Message at 23:36',
        redFlag: false,
        explanation: 'You signed out, and the bank tells you so. Nothing else happened after that.',
      },
      {
        id: 'message-5',
        label: 'Message at 23:39',
        redFlag: false,
        explanation:
          'It points you to your own app for the token, with no link. That is how the bank delivers purchases.',
      },
    ],
    inRealLife:
      "Nothing needs doing. If you ever get a sign-in code, a reset or a new-device alert you did not cause, call your bank's fraud line on the number on your card and change your password. [Read the Brute Force and Credential Stuffing page](/frauds/BruteForce)",
    variants: [
      {
        swap: {
          Durban: 'Gqeberha',
          'R850.00': 'R620.00',
          '503 188': '846 219',
          '..4410': '..7732',
        },
      },
      {
        swap: {
          Durban: 'Bloemfontein',
          'R850.00': 'R1 100.00',
          '503 188': '162 940',
          '082 555 0109': '082 555 0135',
        },
      },
    ],
  },
  {
    id: 'BruteForce-d6',
    twin: 'BruteForce-d2',
    fraudId: 'BruteForce',
    title: 'A sign-in page that stops you',
    setting: 'international',
    scenario:
      'You bank with Harbourline Bank and sign in through a bookmark you saved yourself. You last signed in yesterday evening on this laptop, at home in Chicago. This morning you mistype your new password three times in a row, and this page appears.',
    artefact: {
      medium: 'web',
      url: 'https://online.harbourline.example/signin',
      urlHotspot: 'address',
      padlock: true,
      title: 'Sign in',
      body: [
        [
          {
            text: 'Too many sign-in attempts. For your safety, we have locked sign-in to your profile for 15 minutes.',
            hotspot: 'pause-line',
          },
        ],
        [
          {
            text: 'Failed attempts in the last hour: 3 from this device and 48 from 11 other devices.',
            hotspot: 'attempts-line',
          },
        ],
        [
          {
            text: "If this wasn't you, reset your password in the Harbourline app or call the number on the back of your card.",
            hotspot: 'advice-line',
          },
        ],
        [
          {
            text: 'We will never ask for your one-time code on a call or by e-mail.',
            hotspot: 'never-ask-line',
          },
        ],
        [
          {
            text: 'Last successful sign-in: today, 04:12, new device (Android phone), Miami.',
            hotspot: 'last-sign-in',
          },
        ],
      ],
      form: {
        fields: [
          { label: 'Username', type: 'text' },
          { label: 'Password', type: 'password' },
        ],
        submit: 'Sign in (available again at 10:47)',
      },
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'The page is real, but the pause is not only yours: 48 attempts came from other devices, and someone signed in from a phone in Miami at 04:12. Someone has your password; call the number on your card and change it.',
    alignment: {
      rating: 'high',
      reason: 'You just mistyped three times, so a pause is exactly what you would expect.',
    },
    hotspots: [
      {
        id: 'address',
        label: 'Address bar',
        redFlag: false,
        explanation:
          "The address is the bank's real sign-in page, reached through your own bookmark. The page is genuine; what it shows is the problem.",
      },
      {
        id: 'pause-line',
        label: 'Line about the pause',
        redFlag: false,
        cue: 'language',
        explanation:
          'A locked profile sounds alarming, but you did mistype three times, so a pause is expected. It hides the rest of the story if you stop reading here.',
      },
      {
        id: 'attempts-line',
        label: 'Line about recent attempts',
        redFlag: true,
        cue: 'technical',
        teaches: 4,
        explanation:
          'Only three attempts were yours. Dozens more from other devices mean someone is guessing at your profile.',
      },
      {
        id: 'advice-line',
        label: 'Line about resetting',
        redFlag: false,
        explanation:
          'It sends you to the app or the number on your card, channels you already have. It is the right next step here.',
      },
      {
        id: 'never-ask-line',
        label: 'Line about one-time codes',
        redFlag: false,
        explanation: 'A real bank reminds you of this. It is sound advice, not a warning sign.',
      },
      {
        id: 'last-sign-in',
        label: 'Line about the last sign-in',
        redFlag: true,
        cue: 'technical',
        teaches: 5,
        explanation:
          'Your last sign-in was yesterday evening on this laptop in Chicago. A sign-in today at 04:12 from a phone in Miami means a guess already worked.',
      },
    ],
    inRealLife:
      "Call your bank on the number on your card, reset your password in the app, and change it on every site where you used it; ask the bank to sign out all other devices. In the United States you can report fraud to the FBI's IC3, and in the United Kingdom to Report Fraud. [Read the Brute Force and Credential Stuffing page](/frauds/BruteForce)",
    variants: [
      {
        swap: {
          Chicago: 'Milwaukee',
          Miami: 'Las Vegas',
          '04:12': '03:47',
          Harbourline: 'Ferncrest',
          harbourline: 'ferncrest',
        },
      },
      {
        swap: {
          Chicago: 'Minneapolis',
          Miami: 'Houston',
          '48 from 11 other devices': '52 from 9 other devices',
          '48 attempts': '52 attempts',
          '10:47': '09:58',
        },
      },
    ],
  },
  {
    id: 'BruteForce-d7',
    twin: 'BruteForce-d3',
    fraudId: 'BruteForce',
    title: 'The night report on sign-ins',
    setting: 'za',
    scenario:
      "You work on Marula Bank's online banking team. Every morning the sign-in monitor e-mails a report on the night before.",
    artefact: {
      medium: 'email',
      from: { name: 'Marula Sign-in Monitor', address: 'signin-monitor@marulabank.example' },
      to: 'online-banking@marulabank.example',
      date: 'Tue 10 Mar 2026, 06:00',
      subject: [
        {
          text: 'Night report: online banking sign-ins, 9 to 10 March',
          hotspot: 'subject-line',
        },
      ],
      body: [
        [
          {
            text: 'Sign-in attempts: 96 400 (a usual night: about 90 000). Successful: 70% (usual: 71%).',
            hotspot: 'volume-line',
          },
        ],
        [
          {
            text: 'Failed attempts were spread over 9 800 profiles, most of them one mistyped password followed by a success.',
            hotspot: 'spread-line',
          },
        ],
        [{ text: 'App sign-ins: 61 200, much as on other nights.', hotspot: 'app-line' }],
        [
          {
            text: 'Peak: 41 attempts a second at 21:05, from the Marula app and web browsers.',
            hotspot: 'speed-line',
          },
        ],
        [
          {
            text: 'Profiles locked after 5 failed attempts: 214 (usual: about 200).',
            hotspot: 'lockout-line',
          },
        ],
        [{ text: 'This report was generated automatically at 06:00.', hotspot: 'footer-line' }],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'Every figure is close to a usual night: slightly more attempts, the usual success rate, failures that are typos followed by a success, and a peak at a busy evening hour from the app and browsers. Nothing needs raising.',
    alignment: {
      rating: 'high',
      reason: 'The team reads this report every morning, so it is easy to skim past.',
    },
    hotspots: [
      {
        id: 'subject-line',
        label: 'Subject',
        redFlag: false,
        explanation: 'The usual subject, with no alert from the monitor.',
      },
      {
        id: 'volume-line',
        label: 'Line about attempts',
        redFlag: false,
        cue: 'technical',
        explanation:
          'More attempts than usual can mean an attack. A rise of a few percent with the usual success rate is an ordinary busy night.',
      },
      {
        id: 'spread-line',
        label: 'Line about profiles',
        redFlag: false,
        explanation: 'A mistyped password followed by a success is a person, not a guessing tool.',
      },
      {
        id: 'app-line',
        label: 'Line about the app',
        redFlag: false,
        explanation: 'Customers in the app behaved as usual.',
      },
      {
        id: 'speed-line',
        label: 'Line about the peak',
        redFlag: false,
        explanation:
          'Forty attempts a second at nine in the evening, from the app and browsers, is customers doing their banking.',
      },
      {
        id: 'lockout-line',
        label: 'Line about locked profiles',
        redFlag: false,
        cue: 'technical',
        explanation:
          'Two hundred locked profiles sounds like a lot. It is the usual number of people who forget a password in one night.',
      },
      {
        id: 'footer-line',
        label: 'Footer',
        redFlag: false,
        explanation: 'An ordinary footer on an automatic report. It tells you nothing.',
      },
    ],
    inRealLife:
      'File the report as a normal night. Raise it with the security team when attempts jump, success falls sharply, failures spread thinly over many profiles or traffic comes from scripts. [Read the Brute Force and Credential Stuffing page](/frauds/BruteForce)',
    variants: [
      {
        swap: {
          '96 400': '94 100',
          '9 800 profiles': '8 650 profiles',
          '214': '221',
          Marula: 'Kiaat',
          marulabank: 'kiaatbank',
        },
      },
      {
        swap: {
          '9 to 10 March': '16 to 17 March',
          'Tue 10 Mar 2026': 'Tue 17 Mar 2026',
          '96 400': '97 900',
          '9 800 profiles': '10 200 profiles',
        },
      },
    ],
  },
  {
    id: 'BruteForce-d8',
    twin: 'BruteForce-d4',
    fraudId: 'BruteForce',
    title: 'An e-mail about your password',
    setting: 'international',
    scenario:
      'You bank with Harbourline Bank, whose website is harbourline.example. For years you have used the same password for online banking and for a shopping site. This e-mail arrives at the address your bank has on file.',
    artefact: {
      medium: 'email',
      from: {
        name: 'Harbourline Bank',
        address: 'security-notice@harbourline-alerts.example',
        hotspot: 'sender-address',
      },
      to: 'jordan.reyes@mail.example',
      date: 'Fri 6 Mar 2026, 07:30',
      subject: [
        { text: 'Important: we have reset your online banking password', hotspot: 'subject-line' },
      ],
      body: [
        [{ text: 'Dear customer,', hotspot: 'greeting' }],
        [
          {
            text: 'Criminals have been trying passwords stolen from other websites on many Harbourline profiles. Yours was one of them.',
            hotspot: 'attack-line',
          },
        ],
        [
          {
            text: 'To protect you, we have reset your password. The old one no longer works.',
            hotspot: 'reset-line',
          },
        ],
        [
          {
            text: 'To choose a new one, sign in below with your old password and the one-time code we text you.',
            hotspot: 'app-line',
          },
        ],
        [
          {
            text: 'Sign in to choose a new password',
            link: 'https://harbourline-reset.example/signin',
            hotspot: 'links-line',
          },
        ],
        [
          {
            text: 'If you use the same password anywhere else, change it there too.',
            hotspot: 'reuse-line',
          },
        ],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      "This copies a real bank notice to collect your old password and a one-time code. It comes from a domain that is not the bank's, asks for both, and links to a sign-in page on another site.",
    alignment: {
      rating: 'medium',
      reason:
        'You are a customer who reuses a password, but you had heard nothing about an attack.',
    },
    hotspots: [
      {
        id: 'sender-address',
        label: 'Sender address',
        redFlag: true,
        cue: 'technical',
        teaches: 4,
        explanation:
          "The bank's domain is harbourline.example, and harbourline-alerts.example is someone else's. A reset notice you did not ask for deserves a check of where it came from.",
      },
      {
        id: 'subject-line',
        label: 'Subject',
        redFlag: false,
        cue: 'language',
        explanation:
          '"Important" and a reset password sound alarming, and the subject is word for word what the real bank sends. Copying it costs a criminal nothing, so it proves nothing.',
      },
      {
        id: 'greeting',
        label: 'Greeting',
        redFlag: false,
        explanation:
          'The real bank uses the same general greeting for a notice sent to many customers. It does not decide anything here.',
      },
      {
        id: 'attack-line',
        label: 'Line about criminals',
        redFlag: false,
        explanation:
          'Password attacks like this really happen, and the real notice says the same. The story is true; the request later on is the trap.',
      },
      {
        id: 'reset-line',
        label: 'Line about the reset',
        redFlag: false,
        explanation:
          'A real bank does reset passwords after an attack. This line only sets up the request that follows.',
      },
      {
        id: 'app-line',
        label: 'Line about choosing a new password',
        redFlag: true,
        cue: 'language',
        teaches: 4,
        explanation:
          'A bank that has reset your password has no use for the old one, and never asks for a one-time code. This is what a criminal needs to get in.',
      },
      {
        id: 'links-line',
        label: 'Line after the instructions',
        redFlag: true,
        cue: 'technical',
        teaches: 4,
        explanation:
          'The link goes to harbourline-reset.example, not the bank. Set a new password only in the app or at an address you type yourself.',
      },
      {
        id: 'reuse-line',
        label: 'Line about other sites',
        redFlag: false,
        explanation:
          'Good advice, copied from the real notice. Sound advice inside a message does not make the message safe.',
      },
    ],
    inRealLife:
      "Do not click. Open the app or type harbourline.example yourself to check your profile, and if you entered anything on the linked page, call your bank on the number on your card and change your passwords; in the United States you can report fraud to the FBI's IC3, and in the United Kingdom to Report Fraud. [Read the Brute Force and Credential Stuffing page](/frauds/BruteForce)",
    variants: [
      {
        swap: {
          Harbourline: 'Ferncrest',
          harbourline: 'ferncrest',
          'jordan.reyes@mail': 'casey.lin@mail',
          'Fri 6 Mar 2026, 07:30': 'Mon 9 Mar 2026, 07:45',
        },
      },
      {
        swap: {
          'jordan.reyes@mail': 'morgan.patel@mail',
          'Fri 6 Mar 2026': 'Thu 5 Mar 2026',
          'harbourline-alerts': 'harbourline-notices',
          'harbourline-reset': 'harbourline-secure',
        },
      },
    ],
  },
];
