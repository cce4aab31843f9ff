import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'SimSwap-d1',
    twin: 'SimSwap-d4',
    fraudId: 'SimSwap',
    title: 'A call about a contract upgrade',
    setting: 'za',
    scenario:
      'Your cellphone contract with Karoo Mobile is due for an upgrade next month. During the call below, an SMS from Karoo Mobile arrives.',
    artefact: {
      medium: 'call',
      video: false,
      callerId: { name: 'Unknown', number: '010 555 0147', hotspot: 'caller-id' },
      turns: [
        {
          speaker: 'caller',
          text: [
            {
              text: 'Hi, this is Bongani from Karoo Mobile upgrades. Your contract qualifies for a limited offer: a new phone and double data for the same monthly payment, if you accept within 30 days.',
              hotspot: 'offer-line',
            },
          ],
        },
        { speaker: 'you', text: ['Oh, nice. What do I need to do?'] },
        {
          speaker: 'caller',
          text: [
            {
              text: 'I am sending a code to your phone to confirm the upgrade. Please read it back to me so I can load the offer.',
              hotspot: 'next-step',
            },
          ],
        },
        {
          speaker: 'you',
          text: [
            'The SMS says: ',
            {
              text: '"Karoo Mobile: your SIM swap code is 481 207. Do not share this code with anyone."',
              hotspot: 'sms-text',
            },
          ],
        },
        {
          speaker: 'caller',
          text: [
            {
              text: 'That is just the standard wording. It is fine to give it to me, because I am from Karoo.',
              hotspot: 'closing-line',
            },
          ],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      "This is a SIM swap attempt. The code is for moving your number to the caller's SIM, which is exactly what the SMS says, and no operator asks you to read one out. Hang up and call Karoo Mobile on the number on your bill.",
    alignment: {
      rating: 'high',
      reason: 'Your contract really is due for an upgrade, so an upgrade call fits your life.',
    },
    hotspots: [
      {
        id: 'caller-id',
        label: 'Caller id',
        redFlag: false,
        explanation:
          'Sales calls often come from unknown numbers. The number alone tells you little; what the caller asks for tells you a lot.',
      },
      {
        id: 'offer-line',
        label: 'Upgrade offer',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'A limited offer with a deadline sounds like pressure, but operators do make upgrade offers like this, and 30 days leaves you time. The offer is only the bait, not the warning sign itself.',
      },
      {
        id: 'next-step',
        label: "Caller's next step",
        redFlag: true,
        cue: 'language',
        teaches: 3,
        explanation:
          'A caller asking you to read out a code is the core of this fraud. Your operator never needs a code you received.',
      },
      {
        id: 'sms-text',
        label: 'The SMS you receive',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          'The SMS names a SIM swap you never asked for. That is the operator warning you, in writing, about what the caller is doing.',
      },
      {
        id: 'closing-line',
        label: "Caller's closing words",
        redFlag: true,
        cue: 'tactics',
        teaches: 3,
        explanation:
          'Talking you past the "do not share" warning is a tactic, not an explanation. Anyone who asks you to ignore a security warning is the threat.',
      },
    ],
    inRealLife:
      "Hang up and call your mobile operator on the number on its website or your bill, from another phone if yours loses signal. Tell your bank's fraud line too, because your number protects your banking. [Read the SIM Swap Fraud page](/frauds/SimSwap)",
    variants: [
      {
        swap: {
          Karoo: 'Sable',
          Bongani: 'Mandla',
          '010 555 0147': '010 555 0163',
          '481 207': '739 014',
        },
      },
      {
        swap: {
          Karoo: 'Cedar',
          Bongani: 'Ruan',
          '010 555 0147': '087 555 0112',
          '481 207': '265 830',
          'double data': 'triple data',
        },
      },
    ],
  },
  {
    id: 'SimSwap-d2',
    twin: 'SimSwap-d5',
    fraudId: 'SimSwap',
    title: 'A text about your SIM card',
    setting: 'za',
    scenario:
      "Your old phone was stolen yesterday. This morning you took your ID to the Karoo Mobile store in Riverside Mall, Durban, and got a new SIM on your number. Karoo Mobile's texts come from the sender name KarooMobile, and an hour later this SMS arrives on the new SIM.",
    artefact: {
      medium: 'sms',
      sender: { name: 'KarooMobile', number: 'KarooMobile', hotspot: 'sender' },
      messages: [
        {
          from: 'them',
          time: '11:26',
          body: [
            {
              text: 'Karoo Mobile: The SIM swap on your number is complete.',
              hotspot: 'swap-line',
            },
            ' ',
            {
              text: 'If this was not you, call us from another phone on the number on our website or visit a store.',
              hotspot: 'warning-line',
            },
            ' ',
            {
              text: 'Your banks may hold back OTPs for 24 hours after a SIM swap.',
              hotspot: 'otp-line',
            },
          ],
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'This notice fits the swap you made this morning and comes from the sender name Karoo Mobile always uses. It has no link, asks for nothing and points you to a number you can find yourself; your bank holding back OTPs for a day is a normal safety step.',
    alignment: {
      rating: 'high',
      reason: 'You got a new SIM in the store an hour ago.',
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: false,
        explanation:
          'It is the sender name Karoo Mobile always uses. A name can be faked, but nothing here asks you to act on the message.',
      },
      {
        id: 'swap-line',
        label: 'Line about the SIM swap',
        redFlag: false,
        cue: 'language',
        explanation:
          'A SIM swap notice is a warning sign when you did not ask for a swap. You got a new SIM this morning, so this one is expected.',
      },
      {
        id: 'warning-line',
        label: 'Line about what to do',
        redFlag: false,
        explanation:
          'It sends you to a number you can find yourself, not one in the message. That is what a real notice does.',
      },
      {
        id: 'otp-line',
        label: 'Line about OTPs',
        redFlag: false,
        cue: 'technical',
        explanation:
          "Missing OTPs can mean a SIM swap is under way, which sounds alarming. Here it is the bank's normal pause after the swap you made.",
      },
    ],
    inRealLife:
      "If you ever get a SIM swap notice you did not ask for, or your phone suddenly shows no service, call your operator from another phone and then your bank's fraud line. [Read the SIM Swap Fraud page](/frauds/SimSwap)",
    variants: [
      {
        swap: {
          Karoo: 'Sable',
          'Riverside Mall': 'Baywater Centre',
          Durban: 'Pietermaritzburg',
          '11:26': '12:41',
        },
      },
      {
        swap: {
          Karoo: 'Cedar',
          'Riverside Mall': 'Hilltop Plaza',
          Durban: 'Bloemfontein',
          '11:26': '10:58',
        },
      },
    ],
  },
  {
    id: 'SimSwap-d3',
    twin: 'SimSwap-d6',
    fraudId: 'SimSwap',
    title: 'A text about a network upgrade',
    setting: 'international',
    scenario:
      'Your mobile provider is Harbor Mobile, whose texts come from the sender name HarborMobile, and your bank sends your sign-in codes to this number. This text arrives on a Tuesday afternoon.',
    artefact: {
      medium: 'sms',
      sender: { name: '+1 646 555 0192', number: '+1 646 555 0192', hotspot: 'sender' },
      messages: [
        {
          from: 'them',
          time: '15:31',
          body: [
            {
              text: 'Harbor Mobile: we are moving all customers to our new 5G network this week. The old 3G network switches off for good within 30 days.',
              hotspot: 'upgrade-line',
            },
            ' ',
            {
              text: 'Phones bought before 2018 may need a new SIM, free at any store.',
              hotspot: 'phones-line',
            },
            ' ',
            {
              text: 'To keep your number, reply with the 6-digit code we text you next.',
              hotspot: 'code-line',
            },
            ' ',
            {
              text: 'Your phone may show "No service" for a few hours afterwards. This is normal, do not call us.',
              hotspot: 'no-service-line',
            },
          ],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'This is a SIM swap attempt. The code would let the criminal move your number to their SIM, and the text even prepares you to ignore the "No service" that follows. Report it and call your provider on the number on your bill.',
    alignment: {
      rating: 'low',
      reason: 'You had heard nothing from Harbor Mobile about a new network before this text.',
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: true,
        cue: 'technical',
        teaches: 3,
        explanation:
          'Harbor Mobile texts you as HarborMobile, and this comes from an ordinary phone number. Anyone can send a text that claims to be "your network".',
      },
      {
        id: 'upgrade-line',
        label: 'Line about the 5G network',
        redFlag: false,
        cue: 'language',
        explanation:
          'A network switch-off with a deadline sounds urgent, and network upgrades really happen, which is why scammers use them as a story. The story is not the warning sign.',
      },
      {
        id: 'phones-line',
        label: 'Line about older phones',
        redFlag: false,
        explanation:
          'Older phones really do need new SIMs when networks change, and a store is the right place for one. This line asks nothing risky.',
      },
      {
        id: 'code-line',
        label: 'Line about keeping your number',
        redFlag: true,
        cue: 'language',
        teaches: 3,
        explanation:
          'Sending back a code is how you would approve moving your number. Your provider never needs you to reply with one.',
      },
      {
        id: 'no-service-line',
        label: 'Line about "No service"',
        redFlag: true,
        cue: 'tactics',
        teaches: 0,
        explanation:
          'A sudden "No service" is the main sign that your number has been stolen. Telling you it is normal, and not to call, buys the criminal hours with your bank codes.',
      },
    ],
    inRealLife:
      "Do not reply. Call your provider on the number on its website or bill and ask for a port-out or SIM lock, and tell your bank if your phone loses service. Report the text to the FBI's Internet Crime Complaint Center (IC3). [Read the SIM Swap Fraud page](/frauds/SimSwap)",
    variants: [
      {
        swap: {
          Harbor: 'Bluebird',
          '+1 646 555 0192': '+1 415 555 0147',
          '15:31': '16:48',
          Tuesday: 'Thursday',
        },
      },
      {
        swap: {
          Harbor: 'Lakeland',
          '+1 646 555 0192': '+1 312 555 0185',
          '15:31': '14:05',
          '2018': '2017',
          '6-digit': '5-digit',
        },
      },
    ],
  },
  {
    id: 'SimSwap-d4',
    twin: 'SimSwap-d1',
    fraudId: 'SimSwap',
    title: 'A call about a contract upgrade',
    setting: 'za',
    scenario:
      'Your cellphone contract with Karoo Mobile is due for an upgrade next month. During the call below, an SMS from Karoo Mobile arrives.',
    artefact: {
      medium: 'call',
      video: false,
      callerId: { name: 'Unknown', number: '010 555 0147', hotspot: 'caller-id' },
      turns: [
        {
          speaker: 'caller',
          text: [
            {
              text: 'Hi, this is Bongani from Karoo Mobile upgrades. Your contract qualifies for a limited offer: a new phone and double data for the same monthly payment, if you accept within 30 days.',
              hotspot: 'offer-line',
            },
          ],
        },
        { speaker: 'you', text: ['Oh, nice. What do I need to do?'] },
        {
          speaker: 'caller',
          text: [
            {
              text: 'I am sending you an SMS with the offer now. You can accept it in the Karoo app or at any store; I do not need anything from you on this call.',
              hotspot: 'next-step',
            },
          ],
        },
        {
          speaker: 'you',
          text: [
            'The SMS says: ',
            {
              text: '"Karoo Mobile: Your upgrade offer is ready: a new phone and double data at your current price. Accept it in the Karoo app or at any store by 30 April."',
              hotspot: 'sms-text',
            },
          ],
        },
        {
          speaker: 'caller',
          text: [
            {
              text: "That's it. Take your time, and if you have questions, call us on the number on your bill.",
              hotspot: 'closing-line',
            },
          ],
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'The caller asks for no code and no details, and the offer is accepted in the app or a store, channels you already use. Nothing on this call could move your number.',
    alignment: {
      rating: 'high',
      reason: 'Your contract really is due for an upgrade, so an upgrade call fits your life.',
    },
    hotspots: [
      {
        id: 'caller-id',
        label: 'Caller id',
        redFlag: false,
        cue: 'technical',
        explanation:
          'An unknown number makes people wary, and sales calls often come from one. What the caller asks for is the real test.',
      },
      {
        id: 'offer-line',
        label: 'Upgrade offer',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'A generous, limited offer can be bait. Your contract really is due, 30 days leaves you time, and the caller never turns the offer into a request.',
      },
      {
        id: 'next-step',
        label: "Caller's next step",
        redFlag: false,
        explanation:
          'The caller sends the offer to the app and stores and needs nothing from you. No code, no PIN, no ID number.',
      },
      {
        id: 'sms-text',
        label: 'The SMS you receive',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'A closing date can feel like pressure. Here it is weeks away, and the SMS holds an offer, not a code.',
      },
      {
        id: 'closing-line',
        label: "Caller's closing words",
        redFlag: false,
        explanation:
          'No rush, and questions go to the number on your bill, one you already have. That is how a real operator ends a call.',
      },
    ],
    inRealLife:
      'Accept the offer in the app or at a store if you want it. If a caller ever asks you to read out a code, hang up and call your operator on the number on your bill. [Read the SIM Swap Fraud page](/frauds/SimSwap)',
    variants: [
      {
        swap: {
          Karoo: 'Cedar',
          Bongani: 'Lerato',
          '010 555 0147': '010 555 0138',
          'double data': 'twice the data',
        },
      },
      {
        swap: {
          Karoo: 'Sable',
          Bongani: 'Johan',
          '010 555 0147': '087 555 0174',
          '30 April': '28 April',
        },
      },
    ],
  },
  {
    id: 'SimSwap-d5',
    twin: 'SimSwap-d2',
    fraudId: 'SimSwap',
    title: 'A text about your SIM card',
    setting: 'za',
    scenario:
      "Your old phone was stolen yesterday. This morning you took your ID to the Karoo Mobile store in Riverside Mall, Durban, and got a new SIM on your number. Karoo Mobile's texts come from the sender name KarooMobile, and an hour later this SMS arrives on the new SIM.",
    artefact: {
      medium: 'sms',
      sender: { name: '+27 71 555 0186', number: '+27 71 555 0186', hotspot: 'sender' },
      messages: [
        {
          from: 'them',
          time: '11:26',
          body: [
            {
              text: 'Karoo Mobile: The SIM swap on your number is complete.',
              hotspot: 'swap-line',
            },
            ' ',
            {
              text: 'To keep your bank OTPs coming, confirm your ID number and banking PIN at karoo-simcheck.example within 2 hours.',
              hotspot: 'warning-line',
            },
            ' ',
            {
              text: 'Your banks may hold back OTPs for 24 hours after a SIM swap.',
              hotspot: 'otp-line',
            },
          ],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      "Your swap was real, but this text is not from Karoo Mobile: it comes from a cellphone number and asks for your ID number and banking PIN on a site that is not Karoo's. Criminals send texts like this to many numbers, and some land on the day a person really did swap.",
    alignment: {
      rating: 'high',
      reason: 'You got a new SIM in the store an hour ago.',
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: true,
        cue: 'technical',
        teaches: 3,
        explanation:
          'Karoo Mobile texts you as KarooMobile, and this comes from an ordinary cellphone number. Anyone can claim to be your network in a text.',
      },
      {
        id: 'swap-line',
        label: 'Line about the SIM swap',
        redFlag: false,
        explanation:
          'You did swap your SIM this morning, so the news fits. It is the bait, not the warning sign.',
      },
      {
        id: 'warning-line',
        label: 'Line about what to do',
        redFlag: true,
        cue: 'language',
        teaches: 3,
        explanation:
          "No operator needs your banking PIN, and the site is not Karoo's. With your ID number and PIN a criminal can talk a bank into trusting them.",
      },
      {
        id: 'otp-line',
        label: 'Line about OTPs',
        redFlag: false,
        cue: 'technical',
        explanation:
          'Held-back OTPs sound alarming, but banks really do pause them after a swap, which makes the text sound informed. The fact is true; the request before it is the trap.',
      },
    ],
    inRealLife:
      "Do not open the site or reply. If you typed in your PIN, call your bank's fraud line on the number on your card at once; report the text to Karoo Mobile on the number on its website, and open a case with SAPS if money is taken. [Read the SIM Swap Fraud page](/frauds/SimSwap)",
    variants: [
      {
        swap: {
          Karoo: 'Cedar',
          karoo: 'cedar',
          'Riverside Mall': 'Hilltop Plaza',
          Durban: 'Bloemfontein',
          '+27 71 555 0186': '+27 82 555 0117',
        },
      },
      {
        swap: {
          Karoo: 'Sable',
          karoo: 'sable',
          'Riverside Mall': 'Baywater Centre',
          Durban: 'East London',
          '11:26': '13:09',
          '+27 71 555 0186': '+27 63 555 0150',
        },
      },
    ],
  },
  {
    id: 'SimSwap-d6',
    twin: 'SimSwap-d3',
    fraudId: 'SimSwap',
    title: 'A text about a network upgrade',
    setting: 'international',
    scenario:
      'Your mobile provider is Harbor Mobile, whose texts come from the sender name HarborMobile, and your bank sends your sign-in codes to this number. This text arrives on a Tuesday afternoon.',
    artefact: {
      medium: 'sms',
      sender: { name: 'HarborMobile', number: 'HarborMobile', hotspot: 'sender' },
      messages: [
        {
          from: 'them',
          time: '15:31',
          body: [
            {
              text: 'Harbor Mobile: we are moving all customers to our new 5G network this week. The old 3G network switches off for good within 30 days.',
              hotspot: 'upgrade-line',
            },
            ' ',
            {
              text: 'Phones bought before 2018 may need a new SIM, free at any store.',
              hotspot: 'phones-line',
            },
            ' ',
            {
              text: 'Otherwise you need do nothing: your number stays the same, and we will never ask you for a code.',
              hotspot: 'code-line',
            },
            ' ',
            {
              text: 'If your phone shows "No service" afterwards, restart it. If that does not help, call us on the number on your bill.',
              hotspot: 'no-service-line',
            },
          ],
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'The text comes from the sender name Harbor Mobile always uses and asks you for nothing. It tells you to call the number on your bill if something goes wrong, which is what a real notice does.',
    alignment: {
      rating: 'low',
      reason: 'You had heard nothing from Harbor Mobile about a new network before this text.',
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: false,
        explanation:
          'It is the sender name Harbor Mobile always uses. A name can be faked, but this text asks for nothing.',
      },
      {
        id: 'upgrade-line',
        label: 'Line about the 5G network',
        redFlag: false,
        cue: 'language',
        explanation:
          'A network move "this week" with a switch-off deadline is a favourite story of SIM swappers. Real providers make these moves too, so judge what the text asks of you.',
      },
      {
        id: 'phones-line',
        label: 'Line about older phones',
        redFlag: false,
        explanation:
          'Older phones really do need new SIMs when networks change, and a store is the right place for one. This line asks nothing risky.',
      },
      {
        id: 'code-line',
        label: 'Line about keeping your number',
        redFlag: false,
        explanation:
          'Your number stays put without a code, and the provider says it will never ask for one. That is the line a SIM swapper cannot write.',
      },
      {
        id: 'no-service-line',
        label: 'Line about "No service"',
        redFlag: false,
        cue: 'technical',
        explanation:
          '"No service" is the main sign of a stolen number, so its mention looks alarming. Here the text tells you to act on it through the number on your bill.',
      },
    ],
    inRealLife:
      'Nothing needs doing. If your phone ever shows "No service" for more than a restart, call your provider from another phone and tell your bank, and report SIM swap fraud to the FBI\'s Internet Crime Complaint Center (IC3). [Read the SIM Swap Fraud page](/frauds/SimSwap)',
    variants: [
      {
        swap: {
          Harbor: 'Lakeland',
          '15:31': '17:12',
          Tuesday: 'Wednesday',
          '2018': '2016',
        },
      },
      {
        swap: {
          Harbor: 'Bluebird',
          '15:31': '13:54',
          Tuesday: 'Friday',
        },
      },
    ],
  },
];
