import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'Deepfake-d1',
    twin: 'Deepfake-d4',
    fraudId: 'Deepfake',
    title: 'A video call from the finance director',
    setting: 'international',
    scenario:
      'You work in the payments team at Harbor Point Trust, where any payment over $250,000 needs two approvers. Your finance director, Elaine Brooks, is at a conference in Singapore this week and calls the team from her work account.',
    artefact: {
      medium: 'call',
      video: true,
      callerId: { name: 'Elaine B. (personal)', number: '+1 415 555 0177', hotspot: 'caller-id' },
      turns: [
        {
          speaker: 'caller',
          text: [
            {
              text: 'Hi, sorry to call so early. It is evening here in Singapore.',
              hotspot: 'opening-line',
            },
            ' ',
            {
              text: "We are closing the Baywater acquisition today, and I need the $1.9 million completion payment sent to the seller's lawyers this afternoon.",
              hotspot: 'payment-request',
            },
          ],
        },
        { speaker: 'you', text: ['That is above my limit. It normally needs two approvers.'] },
        {
          speaker: 'caller',
          text: [
            {
              text: 'Split it into four payments under your limit, then, and do not copy anyone in. The deal is under a non-disclosure agreement.',
              hotspot: 'approval-line',
            },
          ],
        },
        { speaker: 'you', text: ['Can I call you back on your work mobile?'] },
        {
          speaker: 'caller',
          text: [
            {
              text: 'No, I am about to go on stage. Just get it done in the next hour.',
              hotspot: 'call-back-answer',
            },
          ],
        },
        {
          speaker: 'you',
          text: [
            {
              text: 'The picture is grainy on the hotel wi-fi, and her face freezes for a moment when she turns her head.',
              hotspot: 'video-line',
            },
          ],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report', 'verify'],
    decisionExplanation:
      'This is very likely a deepfake. A call from a personal account, a payment split to dodge the two approvers, secrecy and a refused call-back are the pattern of every big deepfake fraud. Stop, and check with Elaine on her known work number or through another director.',
    alignment: {
      rating: 'medium',
      reason:
        'Elaine really is travelling, but a call about a secret deal from an account you do not know is not how she works.',
    },
    hotspots: [
      {
        id: 'caller-id',
        label: 'Caller account',
        redFlag: true,
        cue: 'technical',
        teaches: 0,
        explanation:
          'Elaine calls from her work account; this is a personal one with her name on it. A new channel for a big payment is where deepfakes live.',
      },
      {
        id: 'opening-line',
        label: 'Opening line',
        redFlag: false,
        explanation:
          'Small talk about the time zone fits what you know about her trip. Anyone who reads the conference programme could say it.',
      },
      {
        id: 'payment-request',
        label: 'Request for the payment',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'A $1.9 million payment today is what this fraud is after, but real deals need such payments too. The request alone cannot tell you who is asking; how she wants it done can.',
      },
      {
        id: 'approval-line',
        label: 'Answer about approvals',
        redFlag: true,
        cue: 'language',
        teaches: 1,
        explanation:
          'Splitting a payment to stay under your limit and telling no one is a request to skip the approvals. Real directors do not ask for that.',
      },
      {
        id: 'call-back-answer',
        label: 'Answer to the call-back request',
        redFlag: true,
        cue: 'tactics',
        teaches: 4,
        explanation:
          'Refusing a call-back on a known number is the strongest sign. A real director can spare a minute to confirm a $1.9 million payment.',
      },
      {
        id: 'video-line',
        label: 'What you notice on the video',
        redFlag: false,
        cue: 'visual',
        explanation:
          'A grainy picture and a freeze can be a face swap or just hotel wi-fi. Good deepfakes may show nothing at all, so judge the request, not the picture.',
      },
    ],
    inRealLife:
      "Do not pay. Call the person on the number you already have, or ask another director, and report the call to your security team. If money left, call your bank at once and report it to the FBI's Internet Crime Complaint Center (IC3). [Read the Deepfake Fraud page](/frauds/Deepfake)",
    variants: [
      {
        swap: {
          'Elaine Brooks': 'Nadia Ferris',
          'Elaine B.': 'Nadia F.',
          Elaine: 'Nadia',
          Singapore: 'Hong Kong',
          Baywater: 'Kestrel Mills',
          '$1.9 million': '$2.4 million',
        },
      },
      {
        swap: {
          Singapore: 'Tokyo',
          Baywater: 'Northgate',
          '$1.9 million': '$1.6 million',
          '+1 415 555 0177': '+1 415 555 0139',
          'into four payments': 'into five payments',
        },
      },
    ],
  },
  {
    id: 'Deepfake-d2',
    twin: 'Deepfake-d5',
    fraudId: 'Deepfake',
    title: 'A call from your managing director',
    setting: 'za',
    scenario:
      'You are the bookkeeper at Kloof Logistics in Durban. Your managing director, Pieter van Wyk, often phones you about payments from his cell, 082 555 0144, and you know his voice well.',
    artefact: {
      medium: 'call',
      video: false,
      callerId: { name: 'Unknown', number: '072 555 0153', hotspot: 'caller-id' },
      turns: [
        {
          speaker: 'caller',
          text: [
            { text: "Hey, it's Pieter, sorry to rush you.", hotspot: 'voice' },
            ' ',
            {
              text: 'The Maputo transport deal is signing today, and I need a deposit of R 240 000 paid to their agent this afternoon.',
              hotspot: 'request-line',
            },
          ],
        },
        {
          speaker: 'you',
          text: ['Sure. Can I call you straight back on your cell to check?'],
        },
        {
          speaker: 'caller',
          text: [
            {
              text: "No need, I'm on my wife's phone, mine is flat. Just send it, I'll sign the paperwork tomorrow.",
              hotspot: 'call-back-answer',
            },
          ],
        },
        {
          speaker: 'caller',
          text: [
            {
              text: "I'll send you the agent's bank details straight after this call.",
              hotspot: 'details-line',
            },
          ],
        },
        {
          speaker: 'caller',
          text: [
            {
              text: "Thanks. And keep this between us until it's signed; the board doesn't know yet.",
              hotspot: 'sign-off',
            },
          ],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report', 'verify'],
    decisionExplanation:
      "This may be a cloned voice. The voice sounds right, but the call comes from a number that is not Pieter's cell, the caller will not let you call back, and he wants it kept secret. Check with Pieter on 082 555 0144, or in person, before any payment.",
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
          "Pieter's cell is 082 555 0144, and this call comes from another number. A payment request through a new channel is the first warning sign.",
      },
      {
        id: 'voice',
        label: "The caller's voice",
        redFlag: false,
        explanation:
          'The voice sounds exactly like Pieter, which is what a voice clone is for. A familiar voice is not proof, but it is not a warning sign either.',
      },
      {
        id: 'request-line',
        label: 'Request for the deposit',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'A same-day deposit to an agent feels risky, but it is the kind of request a real deal makes too. It cannot tell you who is calling.',
      },
      {
        id: 'call-back-answer',
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
        cue: 'tactics',
        explanation:
          'Bank details for a new payee sound like a warning sign, but sending them after a call is normal in a small firm. They are only as safe as the call they follow.',
      },
      {
        id: 'sign-off',
        label: "Caller's sign-off",
        redFlag: true,
        cue: 'tactics',
        teaches: 1,
        explanation:
          'Being told to keep a payment from the board cuts you off from anyone who could check it. A real deal does not need you to hide it.',
      },
    ],
    inRealLife:
      "Do not pay. Call the person back on the number you already have or agree a code word for payment requests. If money left, call your bank's fraud line straight away and open a case with SAPS. [Read the Deepfake Fraud page](/frauds/Deepfake)",
    variants: [
      {
        swap: {
          'Pieter van Wyk': 'Johan Botha',
          Pieter: 'Johan',
          '082 555 0144': '082 555 0171',
          '072 555 0153': '073 555 0108',
          'R 240 000': 'R 315 000',
          Maputo: 'Gaborone',
        },
      },
      {
        swap: {
          'Kloof Logistics': 'Bayside Freight',
          Durban: 'Richards Bay',
          'Pieter van Wyk': 'Sibusiso Zulu',
          Pieter: 'Sibusiso',
          'R 240 000': 'R 185 000',
          Maputo: 'Windhoek',
        },
      },
    ],
  },
  {
    id: 'Deepfake-d3',
    twin: 'Deepfake-d6',
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
        {
          speaker: 'caller',
          text: [
            {
              text: 'Thanks, everyone. Timesheets are due today, and the audit deadline is Friday. Same time next week.',
              hotspot: 'sign-off',
            },
          ],
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
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
          "This is Ayesha's work account, on the regular meeting. A known channel is what you want to see.",
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
      {
        id: 'sign-off',
        label: "Caller's sign-off",
        redFlag: false,
        cue: 'language',
        explanation:
          'Two deadlines sound like pressure, but they are the routine ones of any team and ask for no payment. It is an ordinary end to a weekly meeting.',
      },
    ],
    inRealLife:
      "Pay approved invoices through the usual process. If a call like this ever asks for a new payee, secrecy or a skipped approval, check on a number you know and report it to your bank's fraud line. [Read the Deepfake Fraud page](/frauds/Deepfake)",
    variants: [
      {
        swap: {
          'Ayesha Patel': 'Refilwe Molefe',
          Ayesha: 'Refilwe',
          'Ridgeview Printing': 'Algoa Print Works',
          'R 36 500': 'R 42 800',
          Thabo: 'Marius',
        },
      },
      {
        swap: {
          Gqeberha: 'East London',
          '041 555 0112': '043 555 0119',
          'Ridgeview Printing': 'Sunridge Printers',
          'R 36 500': 'R 29 750',
          Thabo: 'Lindiwe',
        },
      },
    ],
  },
  {
    id: 'Deepfake-d4',
    twin: 'Deepfake-d1',
    fraudId: 'Deepfake',
    title: 'A video call from the finance director',
    setting: 'international',
    scenario:
      'You work in the payments team at Harbor Point Trust, where any payment over $250,000 needs two approvers. Your finance director, Elaine Brooks, is at a conference in Singapore this week and calls the team from her work account.',
    artefact: {
      medium: 'call',
      video: true,
      callerId: {
        name: 'Elaine Brooks (Harbor Point Trust)',
        number: '+1 415 555 0120',
        hotspot: 'caller-id',
      },
      turns: [
        {
          speaker: 'caller',
          text: [
            {
              text: 'Hi, sorry to call so early. It is evening here in Singapore.',
              hotspot: 'opening-line',
            },
            ' ',
            {
              text: "We are closing the Baywater acquisition today, and I need the $1.9 million completion payment sent to the seller's lawyers this afternoon.",
              hotspot: 'payment-request',
            },
          ],
        },
        { speaker: 'you', text: ['That is above my limit. It normally needs two approvers.'] },
        {
          speaker: 'caller',
          text: [
            {
              text: 'Yes, set it up for Tom to approve as usual. The deal is under a non-disclosure agreement, so keep it within the team until it is announced.',
              hotspot: 'approval-line',
            },
          ],
        },
        { speaker: 'you', text: ['Can I call you back on your work mobile?'] },
        {
          speaker: 'caller',
          text: [
            {
              text: 'Of course, call me in five minutes. I go on stage at half past.',
              hotspot: 'call-back-answer',
            },
          ],
        },
        {
          speaker: 'you',
          text: [
            {
              text: 'The picture is grainy on the hotel wi-fi, and her face freezes for a moment when she turns her head.',
              hotspot: 'video-line',
            },
          ],
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      "This is a real request. It comes from Elaine's work account, keeps the second approver, and she agrees at once to a call-back on her work mobile. A big, urgent and confidential deal is normal for a finance director when the usual controls stay in place.",
    alignment: {
      rating: 'medium',
      reason:
        'Elaine really is travelling, but a call about a large deal before your day has started is unusual.',
    },
    hotspots: [
      {
        id: 'caller-id',
        label: 'Caller account',
        redFlag: false,
        explanation:
          'This is her work account, the channel she always uses for calls. A known channel is what you want to see.',
      },
      {
        id: 'opening-line',
        label: 'Opening line',
        redFlag: false,
        explanation:
          'Small talk about the time zone fits what you know about her trip. It is ordinary and proves nothing either way.',
      },
      {
        id: 'payment-request',
        label: 'Request for the payment',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'A $1.9 million payment today is exactly what deepfake fraudsters ask for, so it looks alarming. Here it goes through the normal approvals, which is what makes it safe.',
      },
      {
        id: 'approval-line',
        label: 'Answer about approvals',
        redFlag: false,
        cue: 'language',
        explanation:
          'A non-disclosure agreement sounds like a secrecy trick, but she keeps the second approver and only asks you not to talk outside the team. No control is skipped.',
      },
      {
        id: 'call-back-answer',
        label: 'Answer to the call-back request',
        redFlag: false,
        explanation:
          'She welcomes a call-back on her work mobile, the number you already know. A deepfake caller would refuse it.',
      },
      {
        id: 'video-line',
        label: 'What you notice on the video',
        redFlag: false,
        cue: 'visual',
        explanation:
          'A freeze when she turns looks like a face-swap glitch, but hotel wi-fi does the same. The picture cannot decide; the channel and the controls can.',
      },
    ],
    inRealLife:
      'Keep the approvals for every large payment, whoever asks. If a call like this ever comes from a new account, splits a payment or refuses a call-back, stop and report it to your security team. [Read the Deepfake Fraud page](/frauds/Deepfake)',
    variants: [
      {
        swap: {
          'Elaine Brooks': 'Nadia Ferris',
          Elaine: 'Nadia',
          Singapore: 'Hong Kong',
          Baywater: 'Kestrel Mills',
          '$1.9 million': '$2.4 million',
          Tom: 'Graham',
        },
      },
      {
        swap: {
          Singapore: 'Tokyo',
          Baywater: 'Northgate',
          '$1.9 million': '$1.6 million',
          '+1 415 555 0120': '+1 415 555 0108',
          Tom: 'Marisol',
        },
      },
    ],
  },
  {
    id: 'Deepfake-d5',
    twin: 'Deepfake-d2',
    fraudId: 'Deepfake',
    title: 'A call from your managing director',
    setting: 'za',
    scenario:
      'You are the bookkeeper at Kloof Logistics in Durban. Your managing director, Pieter van Wyk, often phones you about payments from his cell, 082 555 0144, and you know his voice well.',
    artefact: {
      medium: 'call',
      video: false,
      callerId: { name: 'Pieter van Wyk', number: '082 555 0144', hotspot: 'caller-id' },
      turns: [
        {
          speaker: 'caller',
          text: [
            { text: "Hey, it's Pieter, sorry to rush you.", hotspot: 'voice' },
            ' ',
            {
              text: 'The Maputo transport deal is signing today, and I need a deposit of R 240 000 paid to their agent this afternoon.',
              hotspot: 'request-line',
            },
          ],
        },
        {
          speaker: 'you',
          text: ['Sure. Can I call you straight back on your cell to check?'],
        },
        {
          speaker: 'caller',
          text: [
            { text: "Go ahead, I'm on my cell now. I'll pick up.", hotspot: 'call-back-answer' },
          ],
        },
        {
          speaker: 'caller',
          text: [
            {
              text: "I'll send you the agent's bank details straight after this call.",
              hotspot: 'details-line',
            },
          ],
        },
        {
          speaker: 'caller',
          text: [
            {
              text: "Thanks. Put it through the usual approval in the banking app, and I'll sign it off before four.",
              hotspot: 'sign-off',
            },
          ],
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'This is Pieter. The call comes from his own cell, he is happy for you to call straight back, and the payment goes through the usual approval. The rush is real, but nothing asks you to skip a check.',
    alignment: {
      rating: 'high',
      reason: 'Pieter really does phone you about payments, and you recognise his voice.',
    },
    hotspots: [
      {
        id: 'caller-id',
        label: 'Caller id',
        redFlag: false,
        explanation:
          'The call comes from 082 555 0144, the cell Pieter always uses. A number can be faked, but he also welcomes a call-back to it.',
      },
      {
        id: 'voice',
        label: "The caller's voice",
        redFlag: false,
        explanation:
          'The voice sounds like Pieter, which is what you expect. A familiar voice is not proof on its own, so look at the channel and the request too.',
      },
      {
        id: 'request-line',
        label: 'Request for the deposit',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'A same-day deposit abroad is the kind of request a voice clone makes, so it feels risky. Here it comes from his own number and goes through the usual approval.',
      },
      {
        id: 'call-back-answer',
        label: 'Answer to the call-back request',
        redFlag: false,
        explanation:
          'He agrees at once to a call-back on the number you know. A criminal with a cloned voice could not take that call.',
      },
      {
        id: 'details-line',
        label: 'Line about the banking details',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'A new payee sounds like a warning sign, but deals do bring new payees. The approval he asks for is where the details get checked.',
      },
      {
        id: 'sign-off',
        label: "Caller's sign-off",
        redFlag: false,
        explanation:
          'He sends the payment through the usual approval and signs it himself. That is the control a deepfake would try to skip.',
      },
    ],
    inRealLife:
      "Keep to the usual approval, even for a boss in a hurry. If a call like this ever comes from a new number, refuses a call-back or asks for secrecy, call the person on the number you know and tell your bank's fraud line. [Read the Deepfake Fraud page](/frauds/Deepfake)",
    variants: [
      {
        swap: {
          'Pieter van Wyk': 'Johan Botha',
          Pieter: 'Johan',
          '082 555 0144': '082 555 0171',
          'R 240 000': 'R 315 000',
          Maputo: 'Gaborone',
        },
      },
      {
        swap: {
          'Kloof Logistics': 'Bayside Freight',
          Durban: 'Richards Bay',
          'Pieter van Wyk': 'Sibusiso Zulu',
          Pieter: 'Sibusiso',
          'R 240 000': 'R 185 000',
          Maputo: 'Windhoek',
        },
      },
    ],
  },
  {
    id: 'Deepfake-d6',
    twin: 'Deepfake-d3',
    fraudId: 'Deepfake',
    title: 'The weekly video call with your manager',
    setting: 'za',
    scenario:
      'You process supplier payments at Protea Bank in Gqeberha. Every Monday at nine your manager, Ayesha Patel, holds a video call with the team from her work account, and today she is working from home.',
    artefact: {
      medium: 'call',
      video: true,
      callerId: { name: 'Ayesha Patel (guest)', number: '083 555 0161', hotspot: 'caller-id' },
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
              text: 'Please pay the Ridgeview Printing invoice today. It is R 36 500, and they have changed banks, so I will put the new details in the chat.',
              hotspot: 'payment-line',
            },
          ],
        },
        {
          speaker: 'caller',
          text: [
            {
              text: 'Thabo is on leave, so do it without the second approval this once. I will sign it off myself later.',
              hotspot: 'approval-line',
            },
          ],
        },
        { speaker: 'you', text: ['Will do.'] },
        {
          speaker: 'caller',
          text: [
            {
              text: 'Thanks, everyone. Timesheets are due today, and the audit deadline is Friday. Same time next week.',
              hotspot: 'sign-off',
            },
          ],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report', 'verify'],
    decisionExplanation:
      'This is very likely a deepfake. Ayesha holds the meeting from her work account, not as a guest, and the request brings new bank details from the chat and skips the second approval. Pay nothing, and check with Ayesha on her known number.',
    alignment: {
      rating: 'high',
      reason: "It is the team's usual Monday call, and paying invoices is your job.",
    },
    hotspots: [
      {
        id: 'caller-id',
        label: 'Caller account',
        redFlag: true,
        cue: 'technical',
        teaches: 0,
        explanation:
          'Ayesha runs the meeting from her work account, and this is a guest account with her name. A payment request through a new channel is the first warning sign.',
      },
      {
        id: 'video-freeze',
        label: 'Line about the frozen picture',
        redFlag: false,
        cue: 'visual',
        explanation:
          'A freezing picture may hide a face swap, or it may just be load-shedding. It proves nothing either way, so judge what she asks.',
      },
      {
        id: 'payment-line',
        label: 'Request to pay the invoice',
        redFlag: true,
        cue: 'tactics',
        teaches: 2,
        explanation:
          'New bank details typed into a chat make the payee new, whatever the invoice says. The details in the supplier file are the only ones to pay.',
      },
      {
        id: 'approval-line',
        label: 'Line about details and approval',
        redFlag: true,
        cue: 'language',
        teaches: 1,
        explanation:
          'Skipping the second approval "this once" removes the one check that would catch the fraud. A real manager does not ask for that.',
      },
      {
        id: 'sign-off',
        label: "Caller's sign-off",
        redFlag: false,
        cue: 'language',
        explanation:
          'Two deadlines sound like pressure, but they are routine team reminders that ask for no payment, and they are easy to copy. They neither prove nor disprove anything.',
      },
    ],
    inRealLife:
      "Do not pay. Call the person on a number you already have and report the call to your security team. If money left, call your bank's fraud line straight away and open a case with SAPS. [Read the Deepfake Fraud page](/frauds/Deepfake)",
    variants: [
      {
        swap: {
          'Ayesha Patel': 'Refilwe Molefe',
          Ayesha: 'Refilwe',
          'Ridgeview Printing': 'Algoa Print Works',
          'R 36 500': 'R 42 800',
          Thabo: 'Marius',
          '083 555 0161': '084 555 0133',
        },
      },
      {
        swap: {
          Gqeberha: 'East London',
          'Ridgeview Printing': 'Sunridge Printers',
          'R 36 500': 'R 29 750',
          Thabo: 'Lindiwe',
          '083 555 0161': '071 555 0190',
        },
      },
    ],
  },
];
