import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'Vishing-d1',
    twin: 'Vishing-d4',
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
            {
              text: 'We have stopped three payments from your cheque account to a crypto exchange today, R18 400 in total.',
              hotspot: 'payment-line',
            },
            ' ',
            {
              text: 'To stop the next one, I need you to read me the OTP we are sending you, and your card PIN so I can confirm it is you.',
              hotspot: 'request-line',
            },
          ],
        },
        { speaker: 'you', text: ['Can I call you back on the number on my card?'] },
        {
          speaker: 'caller',
          text: [
            {
              text: 'No, please stay on the line. If you hang up, the case closes and the payments go through.',
              hotspot: 'answer-line',
            },
            ' ',
            {
              text: 'To be safe, we will move your balance to a secure holding account while we investigate.',
              hotspot: 'next-step',
            },
          ],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'This is a vishing call. A bank never asks for your PIN or an OTP, never moves your money to another account to keep it safe, and never minds you calling back. Hang up and call the number on your card, from another phone if you can.',
    alignment: {
      rating: 'medium',
      reason:
        'You bank with Protea Bank and the caller knows your name, but you were not expecting a call.',
    },
    hotspots: [
      {
        id: 'caller-id',
        label: 'Caller id',
        redFlag: false,
        explanation:
          "The screen shows the bank's real number, but caller id is easy to fake. It proves nothing either way, so judge the call by what the caller asks.",
      },
      {
        id: 'greeting',
        label: "Caller's greeting",
        redFlag: false,
        explanation:
          'A polite greeting with your name is what a real bank call sounds like too. Your name is easy to find, so it proves nothing.',
      },
      {
        id: 'payment-line',
        label: 'Line about the payments',
        redFlag: false,
        cue: 'language',
        explanation:
          'Stopped payments to a crypto exchange are frightening news, but real fraud teams do call about them. What matters is what the caller wants from you next.',
      },
      {
        id: 'request-line',
        label: "Caller's request",
        redFlag: true,
        cue: 'language',
        teaches: 0,
        explanation:
          'No bank staff member may ask for your PIN or an OTP. With both, the caller can take the money himself.',
      },
      {
        id: 'answer-line',
        label: 'Answer to the call-back question',
        redFlag: true,
        cue: 'tactics',
        teaches: 3,
        explanation:
          'A real fraud team is happy for you to hang up and call back. Keeping you on the line stops you from checking.',
      },
      {
        id: 'next-step',
        label: "Caller's next step",
        redFlag: true,
        cue: 'tactics',
        teaches: 1,
        explanation:
          'There is no such thing as a holding account that keeps your money safe. Money moved there goes straight to the criminals.',
      },
    ],
    inRealLife:
      "Hang up, wait a minute, and call your bank's fraud line on the number on your card, ideally from another phone. If you shared a code or PIN, tell them at once and open a case with SAPS. [Read the Vishing page](/frauds/Vishing)",
    variants: [
      {
        swap: {
          Protea: 'Fynbos',
          Sizwe: 'Themba',
          'Mrs Naidoo': 'Mrs Botha',
          'R18 400': 'R23 750',
          '011 555 0100': '011 555 0155',
        },
      },
      {
        swap: {
          Protea: 'Sunbird',
          Sizwe: 'Kyle',
          'Mrs Naidoo': 'Mr Mahlaba',
          'R18 400': 'R9 860',
          'Friday evening': 'Sunday evening',
          'cheque account': 'savings account',
        },
      },
    ],
  },
  {
    id: 'Vishing-d2',
    twin: 'Vishing-d6',
    fraudId: 'Vishing',
    title: 'A call about a card payment',
    setting: 'international',
    scenario:
      'You are a member of Northwind Credit Union. At 21:10 you get a call from an unknown number, shortly after buying concert tickets online from Lakefront Tickets for $310.00.',
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
              text: 'Good question. I will not ask for your card number, your PIN or a password.',
              hotspot: 'proof-line',
            },
            ' ',
            {
              text: 'If you prefer, hang up and call the number on the back of your card, and ask for card security.',
              hotspot: 'call-back-line',
            },
          ],
        },
        { speaker: 'you', text: ['The tickets were me.'] },
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
    rightDecisions: ['trust'],
    decisionExplanation:
      'This is a real card-security call. It names the exact payment you made, asks for no code, and invites you to hang up and call the number on your card. It ends without asking you to do anything.',
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
          'A held payment sounds alarming, but it is the exact shop and amount you just paid. The caller only asks whether it was you.',
      },
      {
        id: 'proof-line',
        label: 'Answer about who is calling',
        redFlag: false,
        cue: 'language',
        explanation:
          'Talk of your PIN and password sounds alarming on a call, but here the caller promises not to ask for them. A real bank says this and means it.',
      },
      {
        id: 'call-back-line',
        label: 'Line about calling back',
        redFlag: false,
        explanation:
          'Inviting you to hang up and call the number on your card is the opposite of what a vishing caller does. It is the channel you already know.',
      },
      {
        id: 'closing-line',
        label: 'Closing line',
        redFlag: false,
        explanation:
          'The call ends without any request for a code, money, an app or secrecy. Nothing in it needs you to act.',
      },
    ],
    inRealLife:
      "If a call like this ever asks for a code, a PIN, an app or a transfer, hang up and call the number on your card. Report scam calls to the FBI's Internet Crime Complaint Center (IC3). [Read the Vishing page](/frauds/Vishing)",
    variants: [
      {
        swap: {
          Northwind: 'Bayfront',
          '21:10': '20:35',
          'Lakefront Tickets': 'Stagedoor Tickets',
          '$310.00': '$245.00',
          Maria: 'Denise',
        },
      },
      {
        swap: {
          Northwind: 'Silverlake',
          'Lakefront Tickets': 'Riverbend Box Office',
          '$310.00': '$188.50',
          '+1 312 555 0162': '+1 617 555 0149',
          Maria: 'Kevin',
        },
      },
    ],
  },
  {
    id: 'Vishing-d3',
    twin: 'Vishing-d5',
    fraudId: 'Vishing',
    title: 'A call to the IT service desk',
    setting: 'international',
    scenario:
      'You work on the IT service desk at Northwind Credit Union. Your rule is to call the person back on the number in the staff directory before any password or MFA reset, and the directory lists Dan Whitaker in treasury on +1 646 555 0120.',
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
          text: ["No problem. I'll call you back on your directory number first."],
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
              text: "My employee number is 40318, if you need it to confirm it's me.",
              hotspot: 'employee-number',
            },
          ],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report', 'verify'],
    decisionExplanation:
      'This is a help-desk vishing attempt. An urgent MFA reset blamed on a lost phone, from someone who will not take a call-back on the directory number, is the textbook pattern. Refuse the reset, check through his manager or the directory, and report the call.',
    alignment: {
      rating: 'high',
      reason: 'Lost phones and urgent resets are an everyday part of a service desk shift.',
    },
    hotspots: [
      {
        id: 'caller-id',
        label: 'Caller id',
        redFlag: false,
        cue: 'technical',
        explanation:
          'An unknown number looks odd, but it is normal when someone has a new phone. It is the refusal to be called back on the known number that matters.',
      },
      {
        id: 'call-back-number',
        label: 'Call-back number given',
        redFlag: true,
        cue: 'technical',
        teaches: 6,
        explanation:
          'The caller gives his own number, not the directory one, +1 646 555 0120. Calling back on a number the caller gives you only reaches the caller again.',
      },
      {
        id: 'reset-request',
        label: 'Request for an MFA reset',
        redFlag: true,
        cue: 'tactics',
        teaches: 6,
        explanation:
          'An urgent reset blamed on a lost phone, with a boarding deadline, is how attackers get past MFA. The hurry is there to make you skip your check.',
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
        cue: 'language',
        explanation:
          'Offering a number "to confirm it\'s me" can sound like a push past your check, but callers often give one for the ticket. It can be found on a badge or a social profile, so it is neither proof nor a warning sign.',
      },
    ],
    inRealLife:
      'Do not reset anything. Call the person back on the number in the directory or ask their manager, then report the call to your security team so they can warn the rest of the desk. [Read the Vishing page](/frauds/Vishing)',
    variants: [
      {
        swap: {
          'Dan Whitaker': 'Greg Novak',
          '+1 646 555 0120': '+1 646 555 0144',
          '+1 646 555 0131': '+1 646 555 0187',
          '40318': '52906',
          Northwind: 'Bayfront',
        },
      },
      {
        swap: {
          'Dan Whitaker': 'Owen Reyes',
          '+1 646 555 0120': '+1 212 555 0116',
          '+1 646 555 0131': '+1 929 555 0173',
          '40318': '38775',
          treasury: 'payments operations',
        },
      },
    ],
  },
  {
    id: 'Vishing-d4',
    twin: 'Vishing-d1',
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
            {
              text: 'We have stopped three payments from your cheque account to a crypto exchange today, R18 400 in total.',
              hotspot: 'payment-line',
            },
            ' ',
            {
              text: 'I will not ask for a PIN or any code. Please open the Protea Bank app now and decline the payments under Card security.',
              hotspot: 'request-line',
            },
          ],
        },
        { speaker: 'you', text: ['Can I call you back on the number on my card?'] },
        {
          speaker: 'caller',
          text: [
            {
              text: 'Please do. The fraud team on that number can see this case, and your card stays blocked until you call.',
              hotspot: 'answer-line',
            },
            ' ',
            {
              text: 'Your money stays in your own account; we have only blocked the card.',
              hotspot: 'next-step',
            },
          ],
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'This is a real fraud call. The caller asks for no PIN or code, asks you to act only in your own app, leaves your money where it is, and is happy for you to call back. Nothing he says needs you to take his word for it.',
    alignment: {
      rating: 'medium',
      reason:
        'You bank with Protea Bank and the caller knows your name, but you were not expecting a call.',
    },
    hotspots: [
      {
        id: 'caller-id',
        label: 'Caller id',
        redFlag: false,
        explanation:
          'The screen shows the number on your card, but caller id can be faked. It proves nothing either way, so judge the call by what the caller asks.',
      },
      {
        id: 'greeting',
        label: "Caller's greeting",
        redFlag: false,
        explanation:
          'A polite greeting with your name is what a real bank call sounds like. Your name is easy to find, so it proves nothing on its own.',
      },
      {
        id: 'payment-line',
        label: 'Line about the payments',
        redFlag: false,
        cue: 'language',
        explanation:
          'Stopped payments of R18 400 are frightening news, but real fraud teams do call about them. The news itself asks nothing of you.',
      },
      {
        id: 'request-line',
        label: "Caller's request",
        redFlag: false,
        cue: 'tactics',
        explanation:
          '"Now" sounds like pressure, but the caller sends you to your own app and asks for no PIN or code. You act in a channel you already trust.',
      },
      {
        id: 'answer-line',
        label: 'Answer to the call-back question',
        redFlag: false,
        explanation:
          'A real fraud team welcomes a call-back on the number on your card. A criminal would try to keep you on the line.',
      },
      {
        id: 'next-step',
        label: "Caller's next step",
        redFlag: false,
        explanation:
          'Your money stays where it is and only the card is blocked. A real bank never needs to move your balance to protect it.',
      },
    ],
    inRealLife:
      "Decline unknown payments in your bank's app, or hang up and call the number on your card. If a caller ever asks for a PIN, a code or a transfer, hang up and report it to your bank's fraud line. [Read the Vishing page](/frauds/Vishing)",
    variants: [
      {
        swap: {
          Protea: 'Sunbird',
          Sizwe: 'Andile',
          'Mrs Naidoo': 'Ms Fourie',
          'R18 400': 'R12 600',
          '011 555 0100': '012 555 0107',
        },
      },
      {
        swap: {
          Protea: 'Fynbos',
          Sizwe: 'Marco',
          'Mrs Naidoo': 'Mrs Govender',
          'R18 400': 'R27 300',
          'Friday evening': 'Saturday evening',
        },
      },
    ],
  },
  {
    id: 'Vishing-d5',
    twin: 'Vishing-d3',
    fraudId: 'Vishing',
    title: 'A call to the IT service desk',
    setting: 'international',
    scenario:
      'You work on the IT service desk at Northwind Credit Union. Your rule is to call the person back on the number in the staff directory before any password or MFA reset, and the directory lists Dan Whitaker in treasury on +1 646 555 0120.',
    artefact: {
      medium: 'call',
      video: false,
      callerId: { name: 'Unknown', number: '+1 646 555 0131', hotspot: 'caller-id' },
      callBackNumber: { number: '+1 646 555 0120', hotspot: 'call-back-number' },
      turns: [
        {
          speaker: 'caller',
          text: [
            "Hi, it's Dan Whitaker from treasury. ",
            {
              text: "I've got a new phone and my authenticator didn't move across. Can you reset my MFA before the payment run at four?",
              hotspot: 'reset-request',
            },
          ],
        },
        {
          speaker: 'you',
          text: ["No problem. I'll call you back on your directory number first."],
        },
        {
          speaker: 'caller',
          text: [
            {
              text: "Sure, I'm walking back to my desk. Call me there in two minutes.",
              hotspot: 'call-back-line',
            },
          ],
        },
        {
          speaker: 'caller',
          text: [
            {
              text: "My employee number is 40318, if you need it to confirm it's me.",
              hotspot: 'employee-number',
            },
          ],
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      "This is an ordinary reset request. Dan's call-back number is his directory number, he is glad to take your call-back, and his deadline is a normal working one. Treat it as a routine ticket and make your usual call-back.",
    alignment: {
      rating: 'high',
      reason: 'New phones and MFA resets are an everyday part of a service desk shift.',
    },
    hotspots: [
      {
        id: 'caller-id',
        label: 'Caller id',
        redFlag: false,
        cue: 'technical',
        explanation:
          'An unknown number looks odd, but a person with a new phone often calls from it. What counts is whether he can be reached on the directory number.',
      },
      {
        id: 'call-back-number',
        label: 'Call-back number given',
        redFlag: false,
        explanation:
          'The number he gives is +1 646 555 0120, the one in the directory. Your call-back will reach the real Dan, wherever this call came from.',
      },
      {
        id: 'reset-request',
        label: 'Request for an MFA reset',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'An MFA reset with a deadline looks like the classic attack, but new phones really do need them. The payment run at four leaves plenty of time for your check.',
      },
      {
        id: 'call-back-line',
        label: 'Answer to the call-back check',
        redFlag: false,
        explanation:
          'He accepts your call-back on the directory number at once. An attacker would try to steer you to the number he is calling from.',
      },
      {
        id: 'employee-number',
        label: 'Employee number',
        redFlag: false,
        cue: 'language',
        explanation:
          'Offering a number "to confirm it\'s me" can sound like a push past your check, but callers often give one for the ticket. It is neither proof nor a warning sign, and your call-back still happens.',
      },
    ],
    inRealLife:
      'Keep the call-back rule for every reset, even when the caller sounds right. If a caller ever refuses the directory number or rushes you past the check, refuse the reset and report it to your security team. [Read the Vishing page](/frauds/Vishing)',
    variants: [
      {
        swap: {
          'Dan Whitaker': 'Paul Hendry',
          Dan: 'Paul',
          '+1 646 555 0120': '+1 646 555 0109',
          '+1 646 555 0131': '+1 646 555 0158',
          '40318': '47021',
          'at four': 'at three',
        },
      },
      {
        swap: {
          'Dan Whitaker': 'Marcus Lee',
          Dan: 'Marcus',
          '+1 646 555 0120': '+1 312 555 0139',
          '40318': '61184',
          Northwind: 'Silverlake',
        },
      },
    ],
  },
  {
    id: 'Vishing-d6',
    twin: 'Vishing-d2',
    fraudId: 'Vishing',
    title: 'A call about a card payment',
    setting: 'international',
    scenario:
      'You are a member of Northwind Credit Union. At 21:10 you get a call from an unknown number, shortly after buying concert tickets online from Lakefront Tickets for $310.00.',
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
              text: 'We held a payment from your card tonight and want to check it was you.',
              hotspot: 'payment-line',
            },
          ],
        },
        { speaker: 'you', text: ['How do I know you are from Northwind?'] },
        {
          speaker: 'caller',
          text: [
            {
              text: 'Good question. I will not ask for your card number, your PIN or a password.',
              hotspot: 'proof-line',
            },
            ' ',
            {
              text: 'Please stay on the line, though. If we hang up, the hold lapses and the payment goes through.',
              hotspot: 'call-back-line',
            },
          ],
        },
        { speaker: 'you', text: ['The tickets were me.'] },
        {
          speaker: 'caller',
          text: [
            {
              text: 'Thank you. To release it, read me the six-digit code we have just texted you.',
              hotspot: 'closing-line',
            },
          ],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'This is a vishing call. The caller keeps you on the line with a threat and then wants the code just texted to you, which lets a criminal approve a payment with your card. Hang up and call the number on the back of your card.',
    alignment: {
      rating: 'high',
      reason:
        'You made a card payment minutes ago, so a call about a held payment fits your evening.',
    },
    hotspots: [
      {
        id: 'caller-id',
        label: 'Caller id',
        redFlag: false,
        cue: 'technical',
        explanation:
          'An unknown number looks worrying, but banks sometimes call from numbers you do not know, and criminals do too. The number proves nothing either way.',
      },
      {
        id: 'payment-line',
        label: 'Line about the held payment',
        redFlag: false,
        explanation:
          'The caller names no shop or amount, and you fill the gap with your own tickets. On its own the line proves little; what the caller asks next decides.',
      },
      {
        id: 'proof-line',
        label: 'Answer about who is calling',
        redFlag: false,
        cue: 'language',
        explanation:
          'Talk of your PIN and password sounds alarming, but the line asks for neither, and scammers say it too to sound careful. It only counts if nothing later asks for a code.',
      },
      {
        id: 'call-back-line',
        label: 'Line about calling back',
        redFlag: true,
        cue: 'tactics',
        teaches: 3,
        explanation:
          'A real bank is happy for you to hang up and call back. A threat that the payment goes through if you hang up is there to stop you checking.',
      },
      {
        id: 'closing-line',
        label: 'Closing line',
        redFlag: true,
        cue: 'language',
        teaches: 0,
        explanation:
          'The code texted to you is how your bank approves a payment or a new device. A caller who asks for it is using it themselves, whatever they promised earlier.',
      },
    ],
    inRealLife:
      "Never read a code to a caller. Hang up, call the number on the back of your card, and report the call to your credit union and to the FBI's Internet Crime Complaint Center (IC3). [Read the Vishing page](/frauds/Vishing)",
    variants: [
      {
        swap: {
          Northwind: 'Silverlake',
          '21:10': '22:05',
          'Lakefront Tickets': 'Riverbend Box Office',
          '$310.00': '$420.00',
          Maria: 'Daniel',
        },
      },
      {
        swap: {
          Northwind: 'Bayfront',
          'Lakefront Tickets': 'Stagedoor Tickets',
          '$310.00': '$96.00',
          '+1 312 555 0162': '+1 213 555 0178',
          Maria: 'Greg',
        },
      },
    ],
  },
];
