import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'BruteForce-d1',
    fraudId: 'BruteForce',
    title: 'A string of SMSes late at night',
    setting: 'za',
    scenario:
      'It is 23:40 and you are at home. You have not tried to sign in to Marula Bank tonight, but your phone keeps buzzing with messages under the sender name your bank always uses.',
    artefact: {
      medium: 'sms',
      sender: { name: 'MarulaBank', number: '082 555 0109', hotspot: 'sender' },
      messages: [
        {
          from: 'them',
          time: '23:31',
          body: [
            {
              text: 'Marula Bank: Your sign-in OTP is 503 188. It expires in 5 minutes. Never share it.',
              hotspot: 'otp-message',
            },
          ],
        },
        {
          from: 'them',
          time: '23:33',
          body: [
            'Marula Bank: Your sign-in OTP is 771 402. It expires in 5 minutes. Never share it.',
          ],
        },
        {
          from: 'them',
          time: '23:36',
          body: [
            {
              text: 'Marula Bank: A password reset was requested for your profile. If this was not you, call the number on the back of your card.',
              hotspot: 'reset-message',
            },
          ],
        },
        {
          from: 'them',
          time: '23:38',
          body: [
            {
              text: 'Marula Bank: We blocked a sign-in from a new device (Android) outside South Africa.',
              hotspot: 'device-message',
            },
          ],
        },
        {
          from: 'them',
          time: '23:39',
          body: [
            {
              text: 'Marula Bank: Online banking is locked after 5 failed sign-in attempts.',
              hotspot: 'lock-message',
            },
          ],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report', 'verify'],
    decisionExplanation:
      'The messages are real, but they show someone trying to break into your profile with your password. Call your bank on the number on your card and change your password; never share the codes.',
    alignment: {
      rating: 'medium',
      reason: "These are the bank's normal messages, but you did nothing to cause them.",
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
        id: 'otp-message',
        label: 'First OTP message',
        redFlag: true,
        cue: 'technical',
        teaches: 4,
        explanation:
          'A sign-in code you did not ask for means someone typed your username and password. Two in a row means they are trying again.',
      },
      {
        id: 'reset-message',
        label: 'Password reset message',
        redFlag: true,
        cue: 'technical',
        teaches: 4,
        explanation:
          'Password resets you did not request are a sign that someone is working on your account.',
      },
      {
        id: 'device-message',
        label: 'New device message',
        redFlag: true,
        cue: 'technical',
        teaches: 5,
        explanation:
          'An alert about a device and place you do not know is a direct warning that someone else is trying to get in.',
      },
      {
        id: 'lock-message',
        label: 'Lock message',
        redFlag: true,
        cue: 'technical',
        teaches: 4,
        explanation:
          'A lockout after failed attempts you did not make means someone is guessing. The lock protects you for now, but the password may already be known.',
      },
    ],
    inRealLife:
      "Do not share any code. Call your bank's fraud line on the number on your card, change your password from a device you trust, and use a different password on every site. If money has moved, open a case with SAPS.",
  },
  {
    id: 'BruteForce-d2',
    fraudId: 'BruteForce',
    title: 'A sign-in page that stops you',
    setting: 'international',
    scenario:
      'You are signing in to Harbourline Bank on your laptop through a bookmark you saved yourself. You mistype your new password three times in a row.',
    artefact: {
      medium: 'web',
      url: 'https://online.harbourline.example/signin',
      urlHotspot: 'address',
      padlock: true,
      title: 'Sign in',
      body: [
        [
          {
            text: 'Too many sign-in attempts. For your safety, we have paused sign-in to your profile for 15 minutes.',
            hotspot: 'pause-line',
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
      "You caused this pause yourself by mistyping. The page is on the bank's real address, asks for nothing extra and points to channels you already know.",
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
    ],
    inRealLife:
      "Wait 15 minutes and try again carefully, or reset your password in the app. If you ever see this page when you have not tried to sign in, change your password and call your bank on the number on your card; in the United States you can also report fraud to the FBI's IC3, and in the United Kingdom to Report Fraud.",
  },
  {
    id: 'BruteForce-d3',
    fraudId: 'BruteForce',
    title: 'The night report on sign-ins',
    setting: 'za',
    scenario:
      "You work on Marula Bank's online banking team. Every morning the sign-in monitor e-mails a report on the night before.",
    artefact: {
      medium: 'email',
      from: {
        name: 'Marula Sign-in Monitor',
        address: 'signin-monitor@marulabank.example',
        hotspot: 'sender-address',
      },
      to: 'online-banking@marulabank.example',
      date: 'Tue 10 Mar 2026, 06:00',
      subject: ['Night report: online banking sign-ins, 9 to 10 March'],
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
        [
          {
            text: "Peak: 640 attempts a second from 2 100 addresses, all sent by the tool 'python-requests'.",
            hotspot: 'speed-line',
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
        id: 'sender-address',
        label: 'Sender address',
        redFlag: false,
        explanation:
          "This is the bank's own monitoring system, so the report can be trusted. What it shows cannot.",
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
        id: 'speed-line',
        label: 'Line about the peak',
        redFlag: true,
        cue: 'technical',
        teaches: 3,
        explanation:
          'Hundreds of attempts a second from a scripting tool is faster than any person can type.',
      },
      {
        id: 'footer-line',
        label: 'Footer',
        redFlag: false,
        explanation: 'An ordinary footer on an automatic report. It tells you nothing.',
      },
    ],
    inRealLife:
      "Escalate to the security team at once. They block the sending addresses, force password resets on profiles that were broken into, and warn the call centre. The bank's fraud line watches those profiles for payments, and if personal data was reached the bank reports it to the Information Regulator.",
  },
  {
    id: 'BruteForce-d4',
    fraudId: 'BruteForce',
    title: 'An e-mail about your password',
    setting: 'international',
    scenario:
      'You bank with Harbourline Bank. For years you have used the same password for online banking and for a shopping site. This e-mail arrives at the address your bank has on file.',
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
            text: 'To choose a new one, open the Harbourline app or type harbourline.example into your browser yourself. This e-mail has no links, and we will never ask for your password or one-time code.',
            hotspot: 'app-line',
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
    rightDecisions: ['trust', 'verify'],
    decisionExplanation:
      'This is a real notice after a password attack. It asks for nothing, has no links and sends you to the app or an address you type yourself, which is also how you can check it.',
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
          "The address is on the bank's own domain. Addresses can be faked, so the content matters more.",
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
          'It sends you to the app or an address you type yourself, and has no link. A phishing e-mail needs you to click.',
      },
      {
        id: 'reuse-line',
        label: 'Line about other sites',
        redFlag: false,
        explanation: 'Good advice: a password reused on another site is how this attack works.',
      },
    ],
    inRealLife:
      "Open the app or type the bank's address yourself and choose a new password you use nowhere else. If you see payments you did not make, call your bank on the number on your card; in the United States you can report fraud to the FBI's IC3, and in the United Kingdom to Report Fraud.",
  },
];
