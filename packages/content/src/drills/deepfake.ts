import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'Deepfake-d1',
    fraudId: 'Deepfake',
    title: 'A video call from the finance director',
    setting: 'international',
    scenario:
      'You work in the payments team at Harbor Point Trust. Your finance director, Elaine Brooks, is at a conference in Singapore this week. A video call invitation arrives from a personal account using her name.',
    artefact: {
      medium: 'call',
      video: true,
      callerId: { name: 'Elaine B. (personal)', number: '+1 415 555 0177', hotspot: 'caller-id' },
      turns: [
        {
          speaker: 'caller',
          text: [
            {
              text: 'Hi, sorry for the personal account, my work laptop is locked down out here.',
              hotspot: 'opening-line',
            },
            ' ',
            {
              text: "We are closing a confidential acquisition today and I need you to send $1.9 million to the seller's lawyers in Hong Kong.",
              hotspot: 'payment-request',
            },
          ],
        },
        { speaker: 'you', text: ['That is above my limit. It normally needs two approvers.'] },
        {
          speaker: 'caller',
          text: [
            {
              text: 'Split it into four payments under your limit, then. Do not copy anyone in, the deal is under a non-disclosure agreement.',
              hotspot: 'split-line',
            },
          ],
        },
        {
          speaker: 'you',
          text: [
            {
              text: 'Her face freezes for a second when she turns to the side, and her lips are slightly behind her words.',
              hotspot: 'video-glitch',
            },
          ],
        },
        { speaker: 'you', text: ['Can I call you back on your work mobile?'] },
        {
          speaker: 'caller',
          text: [
            {
              text: 'No, I am about to go on stage. Just get it done in the next hour.',
              hotspot: 'no-call-back',
            },
          ],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report', 'verify'],
    decisionExplanation:
      'This is very likely a deepfake. A secret, urgent payment abroad, split to dodge approvals, on a personal account that will not take a call-back, is the pattern of every big deepfake fraud. Stop, and verify with Elaine on her known work number or through another director.',
    alignment: {
      rating: 'medium',
      reason:
        'Elaine really is travelling, but a personal video call about a secret deal is not how she works.',
    },
    hotspots: [
      {
        id: 'caller-id',
        label: 'Caller account',
        redFlag: true,
        cue: 'technical',
        teaches: 0,
        explanation:
          'A senior person calling from a personal account is a new channel, and new channels are where deepfakes live. Her work account is the one you can trust.',
      },
      {
        id: 'opening-line',
        label: 'Opening line',
        redFlag: false,
        explanation:
          'Apologising for the account sounds natural and gives a ready reason. On its own it is ordinary small talk.',
      },
      {
        id: 'payment-request',
        label: 'Request for the payment',
        redFlag: true,
        cue: 'tactics',
        teaches: 2,
        explanation:
          'A large payment to a new payee abroad, said to be urgent and confidential, is the core of this fraud. A real acquisition has lawyers and approvals you can check.',
      },
      {
        id: 'split-line',
        label: 'Instruction to split the payment',
        redFlag: true,
        cue: 'language',
        teaches: 1,
        explanation:
          'Splitting a payment to stay under your limit and telling no one is a request to skip the approvals. Real directors do not ask for that.',
      },
      {
        id: 'video-glitch',
        label: 'What you notice on the video',
        redFlag: true,
        cue: 'visual',
        teaches: 3,
        explanation:
          'A freezing face when the head turns and lips out of sync are typical of a live face swap. Good deepfakes may not show this, so the request matters more.',
      },
      {
        id: 'no-call-back',
        label: 'Answer to the call-back request',
        redFlag: true,
        cue: 'tactics',
        teaches: 4,
        explanation:
          'Refusing a call-back on a known number is the strongest sign. A real director can spare a minute to confirm a $1.9 million payment.',
      },
    ],
    inRealLife:
      "Do not pay. Call the person on the number you already have, or ask another director, and report the call to your security team. If money left, call your bank at once and report it to the FBI's Internet Crime Complaint Center (IC3). [Read the Deepfake Fraud page](/frauds/Deepfake)",
  },
  {
    id: 'Deepfake-d2',
    fraudId: 'Deepfake',
    title: 'A call from your managing director',
    setting: 'za',
    scenario:
      'You are the bookkeeper at Kloof Logistics in Durban. Your managing director, Pieter van Wyk, often phones you about payments, and you know his voice well.',
    artefact: {
      medium: 'call',
      video: false,
      callerId: { name: 'Unknown', number: '072 555 0153', hotspot: 'caller-id' },
      turns: [
        {
          speaker: 'caller',
          text: [
            {
              text: "Hey, it's Pieter. I'm on my wife's phone, mine is flat.",
              hotspot: 'voice',
            },
            ' Listen, the Maputo transport deal is signing today and I need a deposit of R 240 000 paid to their agent this afternoon.',
          ],
        },
        {
          speaker: 'you',
          text: ['Sure. Can I call you back on your cell when it is charged, to confirm?'],
        },
        {
          speaker: 'caller',
          text: [
            {
              text: "No need, I'm going into meetings all afternoon. Just send it, I'll sign the paperwork tomorrow.",
              hotspot: 'no-call-back',
            },
          ],
        },
        {
          speaker: 'caller',
          text: [
            {
              text: "I'll send the agent's banking details by SMS from this number.",
              hotspot: 'details-line',
            },
          ],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report', 'verify'],
    decisionExplanation:
      'This may be a cloned voice. The voice sounds right, but the call comes from an unknown number and the caller will not let you call back on the number you know. Verify with Pieter on his own number, or in person, before any payment.',
    alignment: {
      rating: 'high',
      reason: 'Pieter really does phone you about payments, and you recognise his voice.',
    },
    hotspots: [
      {
        id: 'caller-id',
        label: 'Caller id',
        redFlag: true,
        cue: 'technical',
        teaches: 0,
        explanation:
          'A payment request from a new or personal number is a new channel. The number you have for Pieter is the one to use.',
      },
      {
        id: 'voice',
        label: "The caller's voice",
        redFlag: false,
        explanation:
          'The voice sounds exactly like Pieter, which is what a voice clone is for. A familiar voice is not proof, but it is not a warning sign either.',
      },
      {
        id: 'no-call-back',
        label: 'Answer to the call-back request',
        redFlag: true,
        cue: 'tactics',
        teaches: 4,
        explanation:
          'A caller who will not let you call back on the number you know has something to hide. A real boss can wait two minutes.',
      },
      {
        id: 'details-line',
        label: 'Line about the banking details',
        redFlag: false,
        explanation:
          'Sending details by SMS is not unusual in a small firm. The danger is that they come from the same unverified number.',
      },
    ],
    inRealLife:
      "Do not pay. Call the person back on the number you already have or agree a code word for payment requests. If money left, call your bank's fraud line straight away and open a case with SAPS. [Read the Deepfake Fraud page](/frauds/Deepfake)",
  },
  {
    id: 'Deepfake-d3',
    fraudId: 'Deepfake',
    title: 'The weekly video call with your manager',
    setting: 'za',
    scenario:
      'You process supplier payments at Protea Bank in Gqeberha. Every Monday at nine your manager, Ayesha Patel, holds a video call with the team from her work account, and today she is working from home.',
    artefact: {
      medium: 'call',
      video: true,
      callerId: {
        name: 'Ayesha Patel (Protea Bank)',
        number: '041 555 0112',
        hotspot: 'caller-id',
      },
      turns: [
        {
          speaker: 'caller',
          text: [
            'Morning, team. ',
            {
              text: 'Sorry, my picture keeps freezing, the load-shedding backup at home is slow.',
              hotspot: 'video-freeze',
            },
          ],
        },
        {
          speaker: 'caller',
          text: [
            {
              text: "Please pay the Ridgeview Printing invoice today. It is R 36 500 and it is already on this week's approved payment list.",
              hotspot: 'payment-line',
            },
          ],
        },
        {
          speaker: 'caller',
          text: [
            {
              text: 'Use the bank details in the supplier file as usual, and Thabo will do the second approval.',
              hotspot: 'approval-line',
            },
          ],
        },
        { speaker: 'you', text: ['Will do.'] },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust', 'verify'],
    decisionExplanation:
      "This is a normal request. It comes on the usual call from Ayesha's work account, the invoice is already on the approved list, and she tells you to use the details on file with a second approver. Nothing skips a check.",
    alignment: {
      rating: 'high',
      reason: "It is the team's usual Monday call, and paying approved invoices is your job.",
    },
    hotspots: [
      {
        id: 'caller-id',
        label: 'Caller account',
        redFlag: false,
        explanation:
          "This is Ayesha's work account on the regular meeting. A known channel is what you want to see.",
      },
      {
        id: 'video-freeze',
        label: 'Line about the frozen picture',
        redFlag: false,
        cue: 'visual',
        explanation:
          'A freezing picture can be a deepfake sign, but here there is a plain reason and nothing risky is asked. Glitches alone prove nothing.',
      },
      {
        id: 'payment-line',
        label: 'Request to pay the invoice',
        redFlag: false,
        cue: 'language',
        explanation:
          '"Today" sounds urgent, but the invoice is already on the approved list. It changes no payee and skips no approval.',
      },
      {
        id: 'approval-line',
        label: 'Line about details and approval',
        redFlag: false,
        explanation:
          'Using the details on file with a second approver is the normal control. A deepfake would ask you to skip it.',
      },
    ],
    inRealLife:
      "Pay approved invoices through the usual process. If a call like this ever asks for a new payee, secrecy or a skipped approval, check on a number you know and report it to your bank's fraud line. [Read the Deepfake Fraud page](/frauds/Deepfake)",
  },
];
