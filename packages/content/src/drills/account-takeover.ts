import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'AccountTakeover-d1',
    twin: 'AccountTakeover-d4',
    fraudId: 'AccountTakeover',
    title: 'A call about your banking app',
    setting: 'za',
    scenario:
      'You bank with Protea Bank. Ten minutes ago you got an SMS saying your app password was reset, which you did not do. Now your phone rings.',
    artefact: {
      medium: 'call',
      video: false,
      callerId: { name: 'Unknown', number: '087 555 0119', hotspot: 'caller-id' },
      turns: [
        {
          speaker: 'caller',
          text: [
            {
              text: 'Good afternoon, this is Anele from Protea Bank digital security. I am calling about unusual activity: someone reset your app password from a new phone in Polokwane today.',
              hotspot: 'opening-line',
            },
          ],
        },
        { speaker: 'you', text: ["Yes, I got an SMS about that. It wasn't me."] },
        {
          speaker: 'caller',
          text: [
            {
              text: "Don't worry, I can block them. You will get an OTP now; just read it to me so that I can stop the fraud on your account.",
              hotspot: 'next-step',
            },
          ],
        },
        {
          speaker: 'you',
          text: [
            'The SMS says: ',
            {
              text: '"Protea Bank: OTP 730 415 to ADD BENEFICIARY N. Dube, limit R50 000. Never share this OTP."',
              hotspot: 'sms-text',
            },
          ],
        },
        {
          speaker: 'caller',
          text: [
            {
              text: 'That is the system wording for a block. Quickly please, they are moving money as we speak.',
              hotspot: 'closing-line',
            },
          ],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'This is an account takeover in progress. The criminal already has your password and needs one OTP, and that OTP is for adding a beneficiary, not for blocking anyone. Hang up and call your bank on the number on your card.',
    alignment: {
      rating: 'high',
      reason:
        'You really did just get a password-reset SMS you did not expect, so a call from "security" feels timely.',
    },
    hotspots: [
      {
        id: 'caller-id',
        label: 'Caller id',
        redFlag: false,
        explanation:
          'An unknown number tells you little either way. What the caller asks for is the real test.',
      },
      {
        id: 'opening-line',
        label: 'Opening line',
        redFlag: false,
        cue: 'language',
        explanation:
          'Talk of unusual activity sounds alarming, and here it is true: the caller knows about the reset because they did it. The details are not proof of who is calling.',
      },
      {
        id: 'next-step',
        label: "Caller's next step",
        redFlag: true,
        cue: 'language',
        teaches: 4,
        explanation:
          'A caller who "just needs the OTP" to stop fraud is the fraud. Your bank never needs a code you received.',
      },
      {
        id: 'sms-text',
        label: 'The SMS you receive',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          'The OTP is for adding a new beneficiary with a high limit, the step before emptying the account. Read every OTP message to the end.',
      },
      {
        id: 'closing-line',
        label: "Caller's closing words",
        redFlag: true,
        cue: 'tactics',
        teaches: 4,
        explanation:
          'The caller talks you past the words "Never share this OTP" and rushes you. Anyone who asks you to ignore a security warning is the threat.',
      },
    ],
    inRealLife:
      "Hang up and call your bank's fraud line on the number on your card to lock your profile. If you shared an OTP, say so at once, change your passwords, and open a case with SAPS. [Read the Account Takeover page](/frauds/AccountTakeover)",
    variants: [
      {
        swap: {
          Anele: 'Kagiso',
          Polokwane: 'Mahikeng',
          '087 555 0119': '087 555 0162',
          '730 415': '284 906',
          'N. Dube': 'T. Mabaso',
          'R50 000': 'R60 000',
        },
      },
      {
        swap: {
          Anele: 'Bongani',
          Polokwane: 'Rustenburg',
          '087 555 0119': '010 555 0131',
          '730 415': '518 372',
          'N. Dube': 'S. Radebe',
          'R50 000': 'R45 000',
        },
      },
    ],
  },
  {
    id: 'AccountTakeover-d2',
    twin: 'AccountTakeover-d5',
    fraudId: 'AccountTakeover',
    title: "A member's activity log",
    setting: 'international',
    scenario:
      'You are a fraud analyst at Northwind Credit Union. Member 20-55814, a retired teacher who signs in every week from the same tablet at home in Columbus, Ohio, has this activity on the online banking console this morning.',
    artefact: {
      medium: 'web',
      url: 'https://console.northwindcu.example/members/20-55814/activity',
      urlHotspot: 'address-bar',
      padlock: true,
      title: 'Member activity – Northwind CU staff console',
      body: [
        [
          {
            text: '08:12 Failed sign-in (wrong password) ×4 from 198.51.100.23',
            hotspot: 'failed-logins',
          },
        ],
        [
          {
            text: '08:14 Sign-in successful from new device "Desktop browser", 203.0.113.77, location Denver, Colorado',
            hotspot: 'sign-in',
          },
        ],
        [{ text: '08:15 Viewed balances and recent payments', hotspot: 'view-line' }],
        [
          {
            text: '08:16 E-mail address changed to m.carter.home@mail.example',
            hotspot: 'profile-change',
          },
        ],
        [
          {
            text: '08:19 New payee added: J. Rivers, and transfer of $9,950.00 (daily limit $10,000)',
            hotspot: 'payee-transfer',
          },
        ],
        [
          {
            text: 'Last statement sent: 1 March 2026, by post, with a reminder that a $38.00 card payment is overdue',
            hotspot: 'statement-line',
          },
        ],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'This is an account takeover. Failed sign-ins, then success from a new device far from home, a changed e-mail address and a new payee paid just under the daily limit, all within seven minutes, is the classic chain. Freeze the account and call the member on the number on file.',
    alignment: {
      rating: 'medium',
      reason: 'Reviewing member activity is your daily work, and this member has a steady pattern.',
    },
    hotspots: [
      {
        id: 'address-bar',
        label: 'Address bar',
        redFlag: false,
        explanation:
          'This is your own staff console. The page is fine; the activity on it is what you are judging.',
      },
      {
        id: 'failed-logins',
        label: 'Failed sign-ins',
        redFlag: true,
        cue: 'technical',
        teaches: 3,
        explanation:
          'Four wrong passwords from an unknown address, followed by a success from another one, suggest guessing or a stolen password. It is the first link in the chain.',
      },
      {
        id: 'sign-in',
        label: 'Successful sign-in',
        redFlag: true,
        cue: 'technical',
        teaches: 0,
        explanation:
          'A new desktop in another state does not fit a member who always uses one tablet at home. On its own it could be travel, which is why the next steps matter.',
      },
      {
        id: 'view-line',
        label: 'Entry at 08:15',
        redFlag: false,
        explanation:
          'Looking at balances is what anyone does after signing in. It tells you nothing on its own.',
      },
      {
        id: 'profile-change',
        label: 'Profile change',
        redFlag: true,
        cue: 'technical',
        teaches: 0,
        explanation:
          'Changing the e-mail two minutes after a sign-in from a new device cuts the member off from alerts. Criminals do it before they move money.',
      },
      {
        id: 'payee-transfer',
        label: 'Payee and transfer',
        redFlag: true,
        cue: 'tactics',
        teaches: 1,
        explanation:
          'A new payee paid just under the daily limit, straight after the other changes, is the cash-out. Act before the money moves on.',
      },
      {
        id: 'statement-line',
        label: 'Statement line',
        redFlag: false,
        cue: 'language',
        explanation:
          'An overdue payment sounds alarming, but a small late card bill is ordinary, and the reminder went out by post before any of this activity. It is background, not a warning sign.',
      },
    ],
    inRealLife:
      "Freeze the profile and the payment, call the member on the number on file, and escalate under your fraud procedure. US victims can report account takeover to the FBI's Internet Crime Complaint Center (IC3). [Read the Account Takeover page](/frauds/AccountTakeover)",
    variants: [
      {
        swap: {
          '20-55814': '20-61307',
          'Denver, Colorado': 'Phoenix, Arizona',
          '198.51.100.23': '198.51.100.141',
          'm.carter.home@mail': 'l.brooks.home@mail',
          'J. Rivers': 'D. Kessler',
          '$38.00': '$52.00',
        },
      },
      {
        swap: {
          '20-55814': '20-48862',
          'Columbus, Ohio': 'Toledo, Ohio',
          '203.0.113.77': '203.0.113.18',
          'J. Rivers': 'P. Okafor',
          '$9,950.00': '$14,900.00',
          'daily limit $10,000': 'daily limit $15,000',
        },
      },
    ],
  },
  {
    id: 'AccountTakeover-d3',
    twin: 'AccountTakeover-d6',
    fraudId: 'AccountTakeover',
    title: 'An e-mail about a change to your profile',
    setting: 'international',
    scenario:
      'Last night at home in Columbus, Ohio, you signed in to Northwind Credit Union on your new laptop and changed your contact e-mail to s.ortiz@newmail.example. This e-mail arrives at your old address this morning.',
    artefact: {
      medium: 'email',
      from: {
        name: 'Northwind Credit Union',
        address: 'alerts@northwindcu.example',
        hotspot: 'sender-address',
      },
      to: 'sam.ortiz@oldmail.example',
      date: 'Wed 11 Mar 2026, 07:05',
      subject: [{ text: 'Your contact e-mail address was changed', hotspot: 'subject-line' }],
      body: [
        [{ text: 'Hello Sam,', hotspot: 'greeting' }],
        [
          {
            text: 'On 10 March at 21:48 the e-mail address on your profile was changed to s.ortiz@newmail.example, from a new device (laptop) in Columbus, Ohio.',
            hotspot: 'change-line',
          },
        ],
        [
          {
            text: 'Sign-in codes still go to your mobile number ending 4471.',
            hotspot: 'codes-line',
          },
        ],
        [
          {
            text: 'If you did not make this change, call us on the number on the back of your card. Do not reply to this e-mail.',
            hotspot: 'action-line',
          },
        ],
        [
          {
            text: 'This e-mail contains no links. We will never ask for your password or a code.',
            hotspot: 'no-links-line',
          },
        ],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'This notice describes the change you made: your new address, your laptop, Columbus and the time you did it. It has no links, asks for nothing and sends you to the number on your card, so nothing needs doing.',
    alignment: {
      rating: 'high',
      reason: 'You made exactly this change on your new laptop last night.',
    },
    hotspots: [
      {
        id: 'sender-address',
        label: 'Sender address',
        redFlag: false,
        explanation:
          "The address is the credit union's real domain, northwindcu.example. That fits, though a sender can be faked, so the content must fit too.",
      },
      {
        id: 'subject-line',
        label: 'Subject line',
        redFlag: false,
        cue: 'language',
        explanation:
          'A changed e-mail can be a sign of takeover, so the subject looks alarming. Here it describes a change you made yourself.',
      },
      {
        id: 'greeting',
        label: 'Greeting',
        redFlag: false,
        explanation: 'It uses your name, as the credit union does. It tells you little either way.',
      },
      {
        id: 'change-line',
        label: 'Line about the change',
        redFlag: false,
        cue: 'technical',
        explanation:
          'A new device and a changed e-mail together are a takeover pattern. But it is your laptop, your new address, your city and the time you did it.',
      },
      {
        id: 'codes-line',
        label: 'Line about sign-in codes',
        redFlag: false,
        explanation: 'Your codes still go to your own number. Nobody has moved them.',
      },
      {
        id: 'action-line',
        label: 'Line about what to do',
        redFlag: false,
        explanation:
          'It sends you to the number on your card, not a number or link in the e-mail. That is the habit to keep.',
      },
      {
        id: 'no-links-line',
        label: 'Line about links and codes',
        redFlag: false,
        cue: 'language',
        explanation:
          'Talk of passwords and codes can look like a phishing hook, but real notices often say this. It is also your test: a "notice" that does contain a sign-in link deserves suspicion.',
      },
    ],
    inRealLife:
      "When a notice describes a change you did not make, call the number on your card at once and change your passwords. US victims can report account takeover to the FBI's Internet Crime Complaint Center (IC3). [Read the Account Takeover page](/frauds/AccountTakeover)",
    variants: [
      {
        swap: {
          'Hello Sam,': 'Hello Priya,',
          'sam.ortiz@oldmail': 'priya.nair@oldmail',
          's.ortiz@newmail': 'p.nair@newmail',
          'ending 4471': 'ending 2856',
          '21:48': '22:17',
        },
      },
      {
        swap: {
          'Hello Sam,': 'Hello Dana,',
          'sam.ortiz@oldmail': 'dana.whitfield@oldmail',
          's.ortiz@newmail': 'd.whitfield@newmail',
          'ending 4471': 'ending 6093',
          Columbus: 'Cincinnati',
        },
      },
    ],
  },
  {
    id: 'AccountTakeover-d4',
    twin: 'AccountTakeover-d1',
    fraudId: 'AccountTakeover',
    title: 'A call about your banking app',
    setting: 'za',
    scenario:
      'You bank with Protea Bank. Ten minutes ago you got an SMS saying your app password was reset, which you did not do. Now your phone rings.',
    artefact: {
      medium: 'call',
      video: false,
      callerId: { name: 'Unknown', number: '087 555 0119', hotspot: 'caller-id' },
      turns: [
        {
          speaker: 'caller',
          text: [
            {
              text: 'Good afternoon, this is Anele from Protea Bank digital security. I am calling about unusual activity: someone reset your app password from a new phone in Polokwane today.',
              hotspot: 'opening-line',
            },
          ],
        },
        { speaker: 'you', text: ["Yes, I got an SMS about that. It wasn't me."] },
        {
          speaker: 'caller',
          text: [
            {
              text: "I have blocked your app profile, so no money can move. You will get an SMS from us now; please don't read any code to me or to anyone else.",
              hotspot: 'next-step',
            },
          ],
        },
        {
          speaker: 'you',
          text: [
            'The SMS says: ',
            {
              text: '"Protea Bank: Your app profile is BLOCKED for your safety. To unblock it, call the number on the back of your card or visit a branch. We never ask for codes."',
              hotspot: 'sms-text',
            },
          ],
        },
        {
          speaker: 'caller',
          text: [
            {
              text: "That's the one. Call us on the number on your card when you are ready, and we will set up a new password with you.",
              hotspot: 'closing-line',
            },
          ],
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'The caller asks you for nothing: the profile is already blocked, they tell you not to share any code, and they send you to the number on your card. A criminal on this call would need a code from you, and this one refuses to take any.',
    alignment: {
      rating: 'high',
      reason:
        'You really did just get a password-reset SMS you did not expect, so a call from "security" feels timely.',
    },
    hotspots: [
      {
        id: 'caller-id',
        label: 'Caller id',
        redFlag: false,
        cue: 'technical',
        explanation:
          'An unknown number makes people wary, and numbers can be faked either way. What the caller asks for is the real test.',
      },
      {
        id: 'opening-line',
        label: 'Opening line',
        redFlag: false,
        cue: 'language',
        explanation:
          'News of a reset you did not make is alarming, and criminals open with it too. It fits the SMS you really got, so judge what comes next.',
      },
      {
        id: 'next-step',
        label: "Caller's next step",
        redFlag: false,
        explanation:
          'The caller has already acted to protect you and asks for no code. That is what a real fraud team does.',
      },
      {
        id: 'sms-text',
        label: 'The SMS you receive',
        redFlag: false,
        cue: 'language',
        explanation:
          'A capital-letter BLOCKED looks alarming. The SMS asks for nothing and points to the number on your card, as a real block notice does.',
      },
      {
        id: 'closing-line',
        label: "Caller's closing words",
        redFlag: false,
        explanation:
          'There is no rush and no request: you call back on a number you already have. You can end the call and do that.',
      },
    ],
    inRealLife:
      'Call the number on the back of your card to unblock your profile and set a new password, and ask the bank to check your beneficiaries and limits. If you ever shared an OTP, say so at once and open a case with SAPS. [Read the Account Takeover page](/frauds/AccountTakeover)',
    variants: [
      {
        swap: {
          Anele: 'Kagiso',
          Polokwane: 'Mahikeng',
          '087 555 0119': '087 555 0162',
          'Good afternoon': 'Good morning',
        },
      },
      {
        swap: {
          Anele: 'Bongani',
          Polokwane: 'Rustenburg',
          '087 555 0119': '010 555 0131',
          'Ten minutes ago': 'Five minutes ago',
        },
      },
    ],
  },
  {
    id: 'AccountTakeover-d5',
    twin: 'AccountTakeover-d2',
    fraudId: 'AccountTakeover',
    title: "A member's activity log",
    setting: 'international',
    scenario:
      'You are a fraud analyst at Northwind Credit Union. Member 20-55814, a retired teacher who signs in every week from the same tablet at home in Columbus, Ohio, has this activity on the online banking console this morning.',
    artefact: {
      medium: 'web',
      url: 'https://console.northwindcu.example/members/20-55814/activity',
      urlHotspot: 'address-bar',
      padlock: true,
      title: 'Member activity – Northwind CU staff console',
      body: [
        [
          {
            text: '08:12 Failed sign-in (wrong password) ×1 from 192.0.2.15, known device "Tablet"',
            hotspot: 'failed-logins',
          },
        ],
        [
          {
            text: '08:14 Sign-in successful from known device "Tablet", 192.0.2.15, location Columbus, Ohio',
            hotspot: 'sign-in',
          },
        ],
        [{ text: '08:15 Viewed balances and recent payments', hotspot: 'view-line' }],
        [
          {
            text: '08:16 Postal address changed to 14 Elm Street, Columbus, Ohio',
            hotspot: 'profile-change',
          },
        ],
        [
          {
            text: '08:19 New payee added: Elmwood Roofing Co., and transfer of $2,400.00 (daily limit $10,000)',
            hotspot: 'payee-transfer',
          },
        ],
        [
          {
            text: 'Last statement sent: 1 March 2026, by post, with a reminder that a $38.00 card payment is overdue',
            hotspot: 'statement-line',
          },
        ],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'Every entry fits the member: one mistyped password, then her usual tablet at home, a new address in her own city and a modest payment well under the limit. Nothing here needs action.',
    alignment: {
      rating: 'medium',
      reason: 'Reviewing member activity is your daily work, and this member has a steady pattern.',
    },
    hotspots: [
      {
        id: 'address-bar',
        label: 'Address bar',
        redFlag: false,
        explanation:
          'This is your own staff console. The page is fine; the activity on it is what you are judging.',
      },
      {
        id: 'failed-logins',
        label: 'Failed sign-ins',
        redFlag: false,
        cue: 'technical',
        explanation:
          'A failed sign-in can start a takeover. One mistyped password on her own tablet is just a typo.',
      },
      {
        id: 'sign-in',
        label: 'Successful sign-in',
        redFlag: false,
        explanation: 'Her usual tablet, her usual address, her home city. This is the member.',
      },
      {
        id: 'view-line',
        label: 'Entry at 08:15',
        redFlag: false,
        explanation:
          'Looking at balances is what anyone does after signing in. It tells you nothing on its own.',
      },
      {
        id: 'profile-change',
        label: 'Profile change',
        redFlag: false,
        cue: 'technical',
        explanation:
          'A profile change right after a sign-in is part of the takeover pattern. This one comes from her own tablet, and it is a street in her own city, not a new e-mail or phone.',
      },
      {
        id: 'payee-transfer',
        label: 'Payee and transfer',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'A new payee with a payment the same morning can look like a cash-out. A local roofer, paid a quarter of the limit from her own tablet, is ordinary household spending.',
      },
      {
        id: 'statement-line',
        label: 'Statement line',
        redFlag: false,
        cue: 'language',
        explanation:
          'An overdue payment sounds alarming, but a small late card bill is ordinary household life. It says nothing about who signed in this morning.',
      },
    ],
    inRealLife:
      "Close the alert as normal activity. If the same member's activity ever shows a new device far from home followed by changes to her e-mail or phone, freeze the profile and call her on the number on file. [Read the Account Takeover page](/frauds/AccountTakeover)",
    variants: [
      {
        swap: {
          '20-55814': '20-61307',
          '14 Elm Street': '62 Birch Lane',
          'Elmwood Roofing Co.': 'Hollins Roofing Co.',
          '$2,400.00': '$2,500.00',
          '192.0.2.15': '192.0.2.64',
        },
      },
      {
        swap: {
          'Columbus, Ohio': 'Toledo, Ohio',
          '20-55814': '20-48862',
          '14 Elm Street': '9 Maple Court',
          'Elmwood Roofing Co.': 'Fairhaven Roofing Co.',
          '$38.00': '$52.00',
        },
      },
    ],
  },
  {
    id: 'AccountTakeover-d6',
    twin: 'AccountTakeover-d3',
    fraudId: 'AccountTakeover',
    title: 'An e-mail about a change to your profile',
    setting: 'international',
    scenario:
      'Last night at home in Columbus, Ohio, you signed in to Northwind Credit Union on your new laptop and changed your contact e-mail to s.ortiz@newmail.example. This e-mail arrives at your old address this morning.',
    artefact: {
      medium: 'email',
      from: {
        name: 'Northwind Credit Union',
        address: 'alerts@northwindcu.example',
        hotspot: 'sender-address',
      },
      to: 'sam.ortiz@oldmail.example',
      date: 'Wed 11 Mar 2026, 07:05',
      subject: [
        {
          text: 'Your contact e-mail address and mobile number were changed',
          hotspot: 'subject-line',
        },
      ],
      body: [
        [{ text: 'Hello Sam,', hotspot: 'greeting' }],
        [
          {
            text: 'On 11 March at 03:12 the e-mail address on your profile was changed to sam.ortiz.77@quickmail.example, from a new device (Android phone) in Denver, Colorado.',
            hotspot: 'change-line',
          },
        ],
        [
          {
            text: 'Sign-in codes now go to a new mobile number ending 0183, added at 03:14.',
            hotspot: 'codes-line',
          },
        ],
        [
          {
            text: 'If you did not make this change, call us on the number on the back of your card. Do not reply to this e-mail.',
            hotspot: 'action-line',
          },
        ],
        [
          {
            text: 'This e-mail contains no links. We will never ask for your password or a code.',
            hotspot: 'no-links-line',
          },
        ],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'The notice is real, but it describes changes you did not make: an address that is not yours, a phone in Denver at 03:12 and a new number for your codes. Someone has taken over your profile; call the number on your card now.',
    alignment: {
      rating: 'high',
      reason: 'You did change your e-mail last night, so a notice about a change is expected.',
    },
    hotspots: [
      {
        id: 'sender-address',
        label: 'Sender address',
        redFlag: false,
        explanation:
          "The address is the credit union's real domain. The message is genuine; what it reports is the problem.",
      },
      {
        id: 'subject-line',
        label: 'Subject line',
        redFlag: true,
        cue: 'language',
        teaches: 0,
        explanation:
          'You changed only your e-mail, yet the subject says your mobile number changed too. Moving the phone number is how a criminal takes your codes.',
      },
      {
        id: 'greeting',
        label: 'Greeting',
        redFlag: false,
        explanation: 'It uses your name, as the credit union does. It tells you little either way.',
      },
      {
        id: 'change-line',
        label: 'Line about the change',
        redFlag: true,
        cue: 'technical',
        teaches: 0,
        explanation:
          'The new address is not the one you chose, and the device and city are not yours. Someone signed in and replaced your change at 03:12.',
      },
      {
        id: 'codes-line',
        label: 'Line about sign-in codes',
        redFlag: true,
        cue: 'technical',
        teaches: 0,
        explanation:
          'A new mobile number two minutes after a new e-mail is the takeover pattern. From now on, your codes would reach the criminal.',
      },
      {
        id: 'action-line',
        label: 'Line about what to do',
        redFlag: false,
        explanation:
          'It sends you to the number on your card, which is exactly what to do now. The advice is sound.',
      },
      {
        id: 'no-links-line',
        label: 'Line about links and codes',
        redFlag: false,
        cue: 'language',
        explanation:
          'Talk of passwords and codes can look like a phishing hook, but real notices say this. It shows the message is genuine, not that your profile is safe.',
      },
    ],
    inRealLife:
      "Call the number on your card at once, ask the credit union to freeze your profile and undo the changes, and change your passwords from a device you trust. US victims can report account takeover to the FBI's Internet Crime Complaint Center (IC3). [Read the Account Takeover page](/frauds/AccountTakeover)",
    variants: [
      {
        swap: {
          'Hello Sam,': 'Hello Priya,',
          'sam.ortiz@oldmail': 'priya.nair@oldmail',
          's.ortiz@newmail': 'p.nair@newmail',
          'Denver, Colorado': 'Tucson, Arizona',
          Denver: 'Tucson',
          'sam.ortiz.77@quickmail': 'priya.nair.77@quickmail',
        },
      },
      {
        swap: {
          'Hello Sam,': 'Hello Dana,',
          'sam.ortiz@oldmail': 'dana.whitfield@oldmail',
          's.ortiz@newmail': 'd.whitfield@newmail',
          Columbus: 'Cincinnati',
          'ending 0183': 'ending 5310',
          'sam.ortiz.77@quickmail': 'dana.whitfield.77@fastpost',
        },
      },
    ],
  },
];
