import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'SimSwap-d1',
    fraudId: 'SimSwap',
    title: 'A call about a contract upgrade',
    setting: 'za',
    scenario:
      'Your cellphone contract with Karoo Mobile is due for an upgrade next month. During the call below, an SMS from Karoo Mobile arrives with a code.',
    artefact: {
      medium: 'call',
      video: false,
      callerId: { name: 'Unknown', number: '010 555 0147', hotspot: 'caller-id' },
      turns: [
        {
          speaker: 'caller',
          text: [
            {
              text: 'Hi, this is Bongani from Karoo Mobile upgrades. Your contract qualifies for a free new phone and double data.',
              hotspot: 'offer-line',
            },
          ],
        },
        { speaker: 'you', text: ['Oh, nice. What do I need to do?'] },
        {
          speaker: 'caller',
          text: [
            'I am sending a code to your phone to confirm the upgrade. ',
            {
              text: 'Please read it back to me so I can load the offer.',
              hotspot: 'code-request',
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
              text: 'That is just the standard wording, it is fine to give it to me because I am from Karoo.',
              hotspot: 'reassurance-line',
            },
          ],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      "This is a SIM swap attempt. The code is for moving your number to the caller's SIM, which is exactly what the SMS says, and no operator asks you to read one out. Hang up and call Karoo Mobile on its official number.",
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
          'Sales calls often come from unknown numbers. The number alone tells you little; the request for the code tells you a lot.',
      },
      {
        id: 'offer-line',
        label: 'Upgrade offer',
        redFlag: false,
        explanation:
          'Operators do call about upgrades, and the offer is only the bait. It is not the warning sign itself.',
      },
      {
        id: 'code-request',
        label: 'Request to read the code back',
        redFlag: true,
        cue: 'language',
        teaches: 3,
        explanation:
          'A caller asking you to read out a code is the core of this fraud. Your operator never needs a code you received.',
      },
      {
        id: 'sms-text',
        label: 'The SMS you received',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          'The SMS names a SIM swap you never asked for. That is the operator warning you, in writing, about what the caller is doing.',
      },
      {
        id: 'reassurance-line',
        label: 'Answer about the wording',
        redFlag: true,
        cue: 'tactics',
        teaches: 3,
        explanation:
          'Talking you past the "do not share" warning is a tactic, not an explanation. Anyone who asks you to ignore a security warning is the threat.',
      },
    ],
    inRealLife:
      "Hang up and call your mobile operator on the number on its website or your bill, from another phone if yours loses signal. Tell your bank's fraud line too, because your number protects your banking. [Read the SIM Swap Fraud page](/frauds/SimSwap)",
  },
  {
    id: 'SimSwap-d2',
    fraudId: 'SimSwap',
    title: 'A text about your SIM card',
    setting: 'za',
    scenario:
      'Your old phone was stolen yesterday. This morning you went to the Karoo Mobile store in Riverside Mall in Durban with your ID and asked for a new SIM on your number. An hour later this SMS arrives on the new SIM.',
    artefact: {
      medium: 'sms',
      sender: { name: 'KarooMobile', number: 'KarooMobile', hotspot: 'sender' },
      messages: [
        {
          from: 'them',
          time: '11:26',
          body: [
            {
              text: 'Karoo Mobile: A SIM swap on your number was completed at our Riverside Mall store at 10:14.',
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
    rightDecisions: ['trust', 'verify'],
    decisionExplanation:
      "This is a real notice about the swap you asked for. It matches the store and the time, has no link, and points you to the operator's own website if something is wrong. Your bank holding back OTPs for a day is a normal safety step.",
    alignment: {
      rating: 'high',
      reason: 'You asked for this SIM swap in the store an hour ago.',
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: false,
        explanation:
          'Operators send notices under their name as the sender. A name can be faked, but nothing here asks you to act on the message.',
      },
      {
        id: 'swap-line',
        label: 'Line about the SIM swap',
        redFlag: false,
        cue: 'language',
        explanation:
          'A SIM swap notice is a warning sign when you did not ask for one. You did, at that store, at that time.',
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
  },
  {
    id: 'SimSwap-d3',
    fraudId: 'SimSwap',
    title: 'A text about a network upgrade',
    setting: 'international',
    scenario:
      'Your mobile provider is Harbor Mobile, and your bank sends your sign-in codes to this number. This text arrives on a Tuesday afternoon.',
    artefact: {
      medium: 'sms',
      sender: { name: '+1 646 555 0192', number: '+1 646 555 0192', hotspot: 'sender' },
      messages: [
        {
          from: 'them',
          time: '15:31',
          body: [
            {
              text: 'Harbor Mobile: we are moving all customers to our new 5G SIM network today.',
              hotspot: 'upgrade-line',
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
      'This is a SIM swap attempt. The code would let the criminal move your number to their SIM, and the text even prepares you to ignore the "No service" that follows. Report it and call your provider on its official number.',
    alignment: {
      rating: 'low',
      reason:
        'You have heard nothing from Harbor Mobile about a new network, and it has never asked you for a code.',
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: false,
        explanation:
          'Providers text from many numbers, so an unknown one is not decisive on its own. What the text asks for is.',
      },
      {
        id: 'upgrade-line',
        label: 'Line about the 5G network',
        redFlag: false,
        explanation:
          'Network upgrades really happen, which is why scammers use them as a story. The story is not the warning sign.',
      },
      {
        id: 'code-line',
        label: 'Line asking for a code',
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
  },
];
