import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'AccountTakeover-d1',
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
              text: 'Good afternoon, this is Anele from Protea Bank digital security. We see someone reset your app password from a new phone in Polokwane.',
              hotspot: 'opening-line',
            },
          ],
        },
        { speaker: 'you', text: ["Yes, I got an SMS about that. It wasn't me."] },
        {
          speaker: 'caller',
          text: [
            "Don't worry, I can block them. You will get an OTP now. ",
            {
              text: 'I just need you to read me the OTP so I can stop the fraud on your account.',
              hotspot: 'otp-request',
            },
          ],
        },
        {
          speaker: 'you',
          text: [
            'The SMS says: ',
            {
              text: '"OTP 730 415 to ADD BENEFICIARY N. Dube, limit R50 000. Never share this OTP."',
              hotspot: 'otp-sms',
            },
          ],
        },
        {
          speaker: 'caller',
          text: [
            {
              text: 'That is the system wording for a block. Quickly please, they are moving money as we speak.',
              hotspot: 'rush-line',
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
        explanation:
          'The caller knows about the reset because they did it, which makes the story convincing. The details are not proof of who is calling.',
      },
      {
        id: 'otp-request',
        label: 'Request for the OTP',
        redFlag: true,
        cue: 'language',
        teaches: 4,
        explanation:
          'A caller who "just needs the OTP" to stop fraud is the fraud. Your bank never needs a code you received.',
      },
      {
        id: 'otp-sms',
        label: 'The OTP message',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          'The OTP is for adding a new beneficiary with a high limit, the step before emptying the account. Read every OTP message to the end.',
      },
      {
        id: 'rush-line',
        label: 'Answer about the wording',
        redFlag: false,
        explanation:
          'The hurry is pressure, but it adds nothing you did not already know. The OTP request and the message itself are the signs to catch.',
      },
    ],
    inRealLife:
      "Hang up and call your bank's fraud line on the number on your card to lock your profile. If you shared an OTP, say so at once, change your passwords, and open a case with SAPS. [Read the Account Takeover page](/frauds/AccountTakeover)",
  },
  {
    id: 'AccountTakeover-d2',
    fraudId: 'AccountTakeover',
    title: "A customer's activity log",
    setting: 'international',
    scenario:
      'You are a fraud analyst at Northwind Credit Union. Member 20-55814, a retired teacher who signs in from the same tablet in Ohio every week, has this activity on the online banking console.',
    artefact: {
      medium: 'web',
      url: 'https://console.northwindcu.example/members/20-55814/activity',
      urlHotspot: 'address-bar',
      padlock: true,
      title: 'Member activity – Northwind CU staff console',
      body: [
        [
          {
            text: '03:12 Failed sign-in (wrong password) ×4 from 198.51.100.23',
            hotspot: 'failed-logins',
          },
        ],
        [
          {
            text: '03:14 Sign-in successful from new device "Desktop browser", 203.0.113.77, location Lagos',
            hotspot: 'new-device',
          },
        ],
        [
          {
            text: '03:16 E-mail address changed to m.carter.home@mail.example',
            hotspot: 'email-change',
          },
        ],
        [
          {
            text: '03:19 New payee added: J. Rivers, and transfer of $9,950.00 (daily limit $10,000)',
            hotspot: 'payee-transfer',
          },
        ],
        [{ text: 'Last statement sent: 1 March 2026, by post', hotspot: 'statement-line' }],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'This is an account takeover. Failed sign-ins, then success from a new device abroad, a changed e-mail address, and a new payee paid just under the daily limit, all within seven minutes, is the classic chain. Freeze the account and contact the member on the number on file.',
    alignment: {
      rating: 'medium',
      reason: "Reviewing alerts is your daily work, but this member's pattern is far from normal.",
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
          'Several wrong passwords followed by a success from another address suggests guessing or stolen passwords. It is the first link in the chain.',
      },
      {
        id: 'new-device',
        label: 'Sign-in from a new device',
        redFlag: true,
        cue: 'technical',
        teaches: 0,
        explanation:
          'A new device in another country at 3 a.m., for a member who always uses one tablet, does not fit the member. On its own it could be travel, which is why the next step matters.',
      },
      {
        id: 'email-change',
        label: 'E-mail address change',
        redFlag: true,
        cue: 'technical',
        teaches: 0,
        explanation:
          'Changing the e-mail minutes after a new sign-in cuts the member off from alerts. Criminals do it before they move money.',
      },
      {
        id: 'payee-transfer',
        label: 'New payee and transfer',
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
        explanation:
          "A postal statement is this member's normal setting. It is background, not a warning sign.",
      },
    ],
    inRealLife:
      "Freeze the profile and the payment, call the member on the number on file, and escalate under your fraud procedure. US victims can report account takeover to the FBI's Internet Crime Complaint Center (IC3). [Read the Account Takeover page](/frauds/AccountTakeover)",
  },
  {
    id: 'AccountTakeover-d3',
    fraudId: 'AccountTakeover',
    title: 'An e-mail about a change to your profile',
    setting: 'international',
    scenario:
      'Last night you bought a new laptop and, signed in to Northwind Credit Union on it, changed your contact e-mail to your new address. This e-mail arrives at your old address this morning.',
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
        ['Hello Sam,'],
        [
          {
            text: 'On 10 March at 21:48 the e-mail address on your profile was changed to s.ortiz@newmail.example, from a new device (laptop) in Columbus, Ohio.',
            hotspot: 'change-line',
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
    rightDecisions: ['trust', 'verify'],
    decisionExplanation:
      "This is a real security notice about a change you made. It comes from the credit union's own domain, describes your device, time and new address, has no links, and sends you to the number on your card. Nothing needs doing.",
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
        id: 'change-line',
        label: 'Line about the change',
        redFlag: false,
        cue: 'technical',
        explanation:
          'A new device and a changed e-mail together are a takeover pattern. But it is your laptop, your new address and the time you did it.',
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
        explanation:
          'Real notices often say this. It is also your test: a "notice" that does contain a sign-in link deserves suspicion.',
      },
    ],
    inRealLife:
      "When a notice describes a change you did not make, call the number on your card at once and change your passwords. US victims can report account takeover to the FBI's Internet Crime Complaint Center (IC3). [Read the Account Takeover page](/frauds/AccountTakeover)",
  },
];
