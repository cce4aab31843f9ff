import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'Vishing-d1',
    fraudId: 'Vishing',
    title: 'A call from your bank about your account',
    setting: 'za',
    scenario:
      'You bank with Protea Bank. On a Friday evening your phone rings, and the screen shows "Protea Bank" and the number from the back of your card.',
    artefact: {
      medium: 'call',
      video: false,
      callerId: { name: 'Protea Bank', number: '011 555 0100', hotspot: 'caller-id' },
      turns: [
        {
          speaker: 'caller',
          text: [
            {
              text: 'Good evening, this is Sizwe from the Protea Bank fraud department. Am I speaking to Mrs Naidoo?',
              hotspot: 'greeting',
            },
          ],
        },
        { speaker: 'you', text: ['Yes, speaking.'] },
        {
          speaker: 'caller',
          text: [
            'We have stopped three payments from your cheque account to a crypto exchange, R18 400 in total. Your money is at risk right now. ',
            {
              text: 'To stop the next one I need you to read me the OTP we are sending you, and your card PIN so I can confirm it is you.',
              hotspot: 'code-request',
            },
          ],
        },
        { speaker: 'you', text: ['Can I call you back on the number on my card?'] },
        {
          speaker: 'caller',
          text: [
            {
              text: 'No, please stay on the line. If you hang up the case closes and the payments go through.',
              hotspot: 'stay-on-line',
            },
            ' ',
            {
              text: 'To be safe we will move your balance to a secure holding account while we investigate.',
              hotspot: 'safe-account',
            },
          ],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'This is a vishing call. A bank never asks for your PIN or an OTP, never moves your money to a "safe account", and never minds you calling back. Hang up and call the number on your card from another phone if you can.',
    alignment: {
      rating: 'medium',
      reason:
        'You bank with Protea Bank and the caller knows your name, but you were not expecting a call.',
    },
    hotspots: [
      {
        id: 'caller-id',
        label: 'Caller id',
        redFlag: true,
        cue: 'technical',
        teaches: 4,
        explanation:
          "The screen shows the bank's real number, but caller id is easy to fake. It proves nothing about who is on the line.",
      },
      {
        id: 'greeting',
        label: "Caller's greeting",
        redFlag: false,
        explanation:
          'A polite greeting with your name is what a real bank call sounds like too. Your name is easy to find, so it proves nothing.',
      },
      {
        id: 'code-request',
        label: 'Request for the OTP and PIN',
        redFlag: true,
        cue: 'language',
        teaches: 0,
        explanation:
          'No bank staff member may ask for your PIN or an OTP. With both, the caller can take the money himself.',
      },
      {
        id: 'stay-on-line',
        label: 'Request to stay on the line',
        redFlag: true,
        cue: 'tactics',
        teaches: 3,
        explanation:
          'A real fraud team is happy for you to hang up and call back. Keeping you on the line stops you from checking.',
      },
      {
        id: 'safe-account',
        label: 'Line about a holding account',
        redFlag: true,
        cue: 'tactics',
        teaches: 1,
        explanation:
          'There is no such thing as a safe account. Money moved there goes straight to the criminals.',
      },
    ],
    inRealLife:
      "Hang up, wait a minute, and call your bank's fraud line on the number on your card, ideally from another phone. If you shared a code or PIN, tell them at once and open a case with SAPS. [Read the Vishing page](/frauds/Vishing)",
  },
  {
    id: 'Vishing-d2',
    fraudId: 'Vishing',
    title: 'A call about a card payment',
    setting: 'international',
    scenario:
      'You are a member of Northwind Credit Union. At 21:10 you get a call from an unknown number, shortly after buying concert tickets online for $310.00.',
    artefact: {
      medium: 'call',
      video: false,
      callerId: { name: 'Unknown', number: '+1 312 555 0162', hotspot: 'caller-id' },
      turns: [
        {
          speaker: 'caller',
          text: [
            'Hello, this is Maria from the card security team at Northwind Credit Union. ',
            {
              text: 'We held a payment of $310.00 to Lakefront Tickets tonight and want to check it was you.',
              hotspot: 'payment-line',
            },
          ],
        },
        { speaker: 'you', text: ['How do I know you are from Northwind?'] },
        {
          speaker: 'caller',
          text: [
            {
              text: 'Good question. I will not ask for your card number, PIN or any code.',
              hotspot: 'no-codes-line',
            },
            ' ',
            {
              text: 'If you prefer, hang up and call the number on the back of your card, and ask for card security.',
              hotspot: 'call-back-line',
            },
          ],
        },
        { speaker: 'you', text: ['Yes, the tickets were me.'] },
        {
          speaker: 'caller',
          text: [
            {
              text: 'Thank you. I have released the payment. There is nothing else you need to do.',
              hotspot: 'closing-line',
            },
          ],
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust', 'verify'],
    decisionExplanation:
      "This is a real card-security call. It names a payment you made, asks for no codes or PINs, and invites you to call back on the number you already know. Calling back on the card's number is always a good habit too.",
    alignment: {
      rating: 'high',
      reason: 'You made this payment minutes ago, so a check on it fits your evening exactly.',
    },
    hotspots: [
      {
        id: 'caller-id',
        label: 'Caller id',
        redFlag: false,
        cue: 'technical',
        explanation:
          'An unknown number looks worrying, but banks often call from numbers you do not have saved. What the caller asks for matters more than the number.',
      },
      {
        id: 'payment-line',
        label: 'Line about the held payment',
        redFlag: false,
        cue: 'language',
        explanation:
          'A held payment sounds alarming, but it is the exact amount and shop you just paid. The call only asks you to confirm it.',
      },
      {
        id: 'no-codes-line',
        label: 'Line about codes and PINs',
        redFlag: false,
        explanation:
          'A real bank says this, and means it. A caller who later asks for a code anyway is not your bank.',
      },
      {
        id: 'call-back-line',
        label: 'Offer to call back',
        redFlag: false,
        explanation:
          'Inviting you to hang up and call the number on your card is the opposite of what a vishing caller does. It is the channel you already know.',
      },
      {
        id: 'closing-line',
        label: 'Closing line',
        redFlag: false,
        explanation:
          'The call ends without any request for money, apps or secrecy. Nothing in it needs you to act.',
      },
    ],
    inRealLife:
      "If a call like this ever asks for a code, a PIN, an app or a transfer, hang up and call the number on your card. Report scam calls to the FBI's Internet Crime Complaint Center (IC3). [Read the Vishing page](/frauds/Vishing)",
  },
  {
    id: 'Vishing-d3',
    fraudId: 'Vishing',
    title: 'A call to the IT service desk',
    setting: 'international',
    scenario:
      'You work on the IT service desk at Northwind Credit Union. Your rule is to confirm a password or MFA reset by calling the person back on the number in the staff directory.',
    artefact: {
      medium: 'call',
      video: false,
      callerId: { name: 'Unknown', number: '+1 646 555 0131', hotspot: 'caller-id' },
      callBackNumber: { number: '+1 646 555 0131', hotspot: 'call-back-number' },
      turns: [
        {
          speaker: 'caller',
          text: [
            "Hi, it's Dan Whitaker from treasury. ",
            {
              text: "I dropped my phone at the airport and the new one has no authenticator. I need my MFA reset now, I'm boarding in twenty minutes and have a payment run to approve.",
              hotspot: 'reset-request',
            },
          ],
        },
        {
          speaker: 'you',
          text: ["No problem. I'll call you back on your directory number to confirm."],
        },
        {
          speaker: 'caller',
          text: [
            {
              text: "That's my old phone, it's gone. Call me on this one instead.",
              hotspot: 'call-back-line',
            },
          ],
        },
        {
          speaker: 'caller',
          text: [
            {
              text: 'My employee number is 40318 if that helps.',
              hotspot: 'employee-number',
            },
          ],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report', 'verify'],
    decisionExplanation:
      'This is a help-desk vishing attempt. An urgent MFA reset blamed on a new phone, from someone who cannot take a call-back on the directory number, is the textbook pattern. Refuse the reset, verify through his manager or the directory, and report the call.',
    alignment: {
      rating: 'high',
      reason: 'Lost phones and urgent resets are an everyday part of a service desk shift.',
    },
    hotspots: [
      {
        id: 'caller-id',
        label: 'Caller id',
        redFlag: false,
        explanation:
          'An unknown number is normal when someone has lost a phone. It is the refusal to be called back on the known number that matters.',
      },
      {
        id: 'call-back-number',
        label: 'Call-back number given',
        redFlag: true,
        cue: 'technical',
        teaches: 6,
        explanation:
          'Calling back on a number the caller gives you only reaches the caller again. Only the directory number proves anything.',
      },
      {
        id: 'reset-request',
        label: 'Request for an MFA reset',
        redFlag: true,
        cue: 'tactics',
        teaches: 6,
        explanation:
          'An urgent reset blamed on a new phone, with a deadline, is how attackers get past MFA. The hurry is there to make you skip your check.',
      },
      {
        id: 'call-back-line',
        label: 'Answer to the call-back check',
        redFlag: true,
        cue: 'language',
        teaches: 6,
        explanation:
          'A caller who cannot pass a call-back check has not proved who he is. Your rule exists for exactly this moment.',
      },
      {
        id: 'employee-number',
        label: 'Employee number',
        redFlag: false,
        explanation:
          'An employee number can be found on a badge, an e-mail signature or a social profile. It is neither proof nor a warning sign.',
      },
    ],
    inRealLife:
      'Do not reset anything. Call the person back on the number in the directory or ask their manager, then report the call to your security team so they can warn the rest of the desk. [Read the Vishing page](/frauds/Vishing)',
  },
];
