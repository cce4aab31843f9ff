import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'AtmSkimming-d1',
    fraudId: 'AtmSkimming',
    title: 'An ATM at a shopping centre',
    setting: 'za',
    scenario:
      'It is Friday evening and you stop at a Protea Bank ATM in a quiet corner of a shopping centre in Pietermaritzburg to draw R1 000. You use ATMs like this one most weeks.',
    artefact: {
      medium: 'atm',
      screen: ['Welcome to Protea Bank. Please insert your card.'],
      parts: [
        {
          id: 'fascia',
          look: 'plain',
          description: 'Grey metal front panel with the Protea Bank name, a little scuffed.',
          hotspot: 'fascia',
        },
        {
          id: 'screen',
          look: 'plain',
          description: 'The screen shows the usual welcome message.',
          hotspot: 'screen',
        },
        {
          id: 'card-slot',
          look: 'added-on',
          description:
            'The card slot is a shiny green plastic mouth that sticks out further than usual and wobbles when you touch it.',
          hotspot: 'card-slot',
        },
        {
          id: 'keypad',
          look: 'added-on',
          description:
            'The keypad sits a few millimetres proud of the panel and the keys feel soft.',
          hotspot: 'keypad',
        },
        {
          id: 'camera-area',
          look: 'added-on',
          description: 'A thin black strip is stuck along the top of the keypad hood.',
          hotspot: 'camera-area',
        },
        {
          id: 'cash-slot',
          look: 'plain',
          description: 'The cash slot has its normal metal shutter.',
          hotspot: 'cash-slot',
        },
      ],
      notes: [
        [
          {
            text: 'A handwritten note taped beside the screen: "Card stuck? Call our 24-hour helpline on 082 555 0177."',
            hotspot: 'taped-note',
          },
        ],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'This ATM has been fitted with a skimmer. The bulky, loose card slot, the raised keypad, the strip where a camera could hide and the taped "helpline" are all signs of tampering. Do not use it: walk away and report it.',
    alignment: {
      rating: 'medium',
      reason: 'You use ATMs every week, but this one is in a quiet corner at night.',
    },
    hotspots: [
      {
        id: 'fascia',
        label: 'Front panel',
        redFlag: false,
        explanation:
          'A scuffed panel is normal wear on a busy machine. It is not a sign of tampering by itself.',
      },
      {
        id: 'screen',
        label: 'Screen',
        redFlag: false,
        explanation:
          "The screen message is the bank's normal one. Skimmers work on the outside of the machine, so the screen usually looks fine.",
      },
      {
        id: 'card-slot',
        label: 'Card slot',
        redFlag: true,
        cue: 'visual',
        teaches: 0,
        explanation:
          'A card slot that sticks out, is a different colour or moves when you wiggle it is likely a skimmer copying your card. Real slots are fixed firmly.',
      },
      {
        id: 'keypad',
        label: 'Keypad',
        redFlag: true,
        cue: 'visual',
        teaches: 1,
        explanation:
          'A keypad that sits high or feels soft may be an overlay that records your PIN. Real keypads are flush and firm.',
      },
      {
        id: 'camera-area',
        label: 'Strip above the keypad',
        redFlag: true,
        cue: 'visual',
        teaches: 2,
        explanation:
          'A strip or extra panel above the keypad is where a pinhole camera hides to film your PIN. Always cover the keypad with your other hand.',
      },
      {
        id: 'cash-slot',
        label: 'Cash slot',
        redFlag: false,
        explanation:
          'The cash slot looks normal here. Some criminals trap cash there, but nothing suggests it on this machine.',
      },
      {
        id: 'taped-note',
        label: 'Taped note',
        redFlag: true,
        cue: 'tactics',
        teaches: 3,
        explanation:
          'Banks do not tape handwritten helpline numbers to ATMs. If your card is kept, the number reaches the criminal, who asks for your PIN.',
      },
    ],
    inRealLife:
      "Do not use the machine. Tell the centre's security and call your bank's fraud line on the number on your card, and call SAPS on 10111 if someone is fitting a device. [Read the ATM Skimming page](/frauds/AtmSkimming)",
  },
  {
    id: 'AtmSkimming-d2',
    fraudId: 'AtmSkimming',
    title: 'An ATM in a branch lobby',
    setting: 'international',
    scenario:
      'You stop at the ATM inside your own Northwind Credit Union branch in Portland to take out $200. The branch was refitted last month.',
    artefact: {
      medium: 'atm',
      screen: ['Welcome to Northwind Credit Union. Insert or tap your card.'],
      parts: [
        {
          id: 'fascia',
          look: 'plain',
          description: "A new blue panel with the credit union's name, all one piece.",
          hotspot: 'fascia',
        },
        {
          id: 'card-slot',
          look: 'added-on',
          description:
            "A chunky green bezel sits around the card slot. It is the panel's colour, carries the credit union's logo, and does not move when you wiggle it.",
          hotspot: 'card-slot',
        },
        {
          id: 'keypad',
          look: 'plain',
          description:
            'A flush metal keypad with a moulded plastic hood around it, part of the panel.',
          hotspot: 'keypad',
        },
        {
          id: 'screen',
          look: 'plain',
          description: 'The screen shows the usual welcome message.',
        },
        {
          id: 'stickers',
          look: 'plain',
          description:
            'A printed label on the panel: "This ATM has anti-skimming protection. If anything looks loose or added, do not use it and tell our staff."',
          hotspot: 'label',
        },
        {
          id: 'cash-slot',
          look: 'plain',
          description: 'The cash slot has its normal metal shutter.',
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust', 'verify'],
    decisionExplanation:
      "This ATM looks as it should. The bezel on the card slot is the credit union's own anti-skimming guard, firm and matching the panel, the keypad is part of the panel, and the label is printed by the credit union. If you are ever unsure, staff are a few metres away.",
    alignment: {
      rating: 'high',
      reason: 'It is the ATM in your own branch, which you use regularly.',
    },
    hotspots: [
      {
        id: 'fascia',
        label: 'Front panel',
        redFlag: false,
        explanation:
          'The panel is one piece with no added parts. After a refit, a new look is expected.',
      },
      {
        id: 'card-slot',
        label: 'Card slot',
        redFlag: false,
        cue: 'visual',
        explanation:
          "A bezel over the slot can look like a skimmer, but this one is the bank's own anti-skimming guard: it matches the panel, carries the logo, is firm, and the label says the machine has one. A skimmer is usually loose, a slightly different colour, and sits on top of the real slot.",
      },
      {
        id: 'keypad',
        label: 'Keypad and hood',
        redFlag: false,
        cue: 'visual',
        explanation:
          'A hood over the keypad looks like an extra part, but it is moulded into the panel to block cameras. A flush, firm keypad is what you want.',
      },
      {
        id: 'label',
        label: 'Printed label',
        redFlag: false,
        explanation:
          'Banks put printed anti-skimming labels on their machines. Unlike a handwritten note, it gives no phone number to call.',
      },
    ],
    inRealLife:
      'Give the card slot a gentle wiggle and cover the keypad whenever you use an ATM. If anything looks loose or added, do not use it, tell branch staff, and call the number on your card. [Read the ATM Skimming page](/frauds/AtmSkimming)',
  },
  {
    id: 'AtmSkimming-d3',
    fraudId: 'AtmSkimming',
    title: 'An ATM at a filling station',
    setting: 'za',
    scenario:
      'You pull into a filling station outside Polokwane on a road trip and use its Protea Bank ATM to draw R600 for tolls and snacks.',
    artefact: {
      medium: 'atm',
      screen: [{ text: 'Welcome. Please insert your card.', hotspot: 'screen' }],
      parts: [
        {
          id: 'fascia',
          look: 'plain',
          description: 'A grey front panel with the Protea Bank name.',
        },
        {
          id: 'card-slot',
          look: 'plain',
          description: 'The card slot is firm and flush with the panel.',
          hotspot: 'card-slot',
        },
        {
          id: 'keypad',
          look: 'plain',
          description: 'A flush metal keypad.',
          hotspot: 'keypad',
        },
        {
          id: 'camera-area',
          look: 'added-on',
          description:
            'A small plastic leaflet holder is stuck above the keypad, full of fuel-reward flyers, with a tiny hole in its bottom edge.',
          hotspot: 'leaflet-holder',
        },
        {
          id: 'screen',
          look: 'plain',
          description: 'The screen shows a welcome message.',
        },
        {
          id: 'cash-slot',
          look: 'plain',
          description: 'The cash slot has its normal metal shutter.',
        },
      ],
      notes: [
        [
          {
            text: 'On the shelf beside the ATM sits a small card reader with a printed sign: "New security step: swipe your card here before inserting it."',
            hotspot: 'shelf-reader',
          },
        ],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'This ATM has been rigged, though the slot and keypad look fine. A leaflet holder with a hole above the keypad can hide a camera, and no bank asks you to swipe your card on a second reader. Walk away and report it.',
    alignment: {
      rating: 'high',
      reason: 'Drawing cash at a filling station on a trip is an everyday thing to do.',
    },
    hotspots: [
      {
        id: 'screen',
        label: 'Screen',
        redFlag: false,
        explanation:
          'The welcome message is normal. Tampering is on the outside of the machine, so the screen looks fine.',
      },
      {
        id: 'card-slot',
        label: 'Card slot',
        redFlag: false,
        explanation:
          'The slot is firm and flush, which is good. Criminals here chose a second reader instead of a slot skimmer.',
      },
      {
        id: 'keypad',
        label: 'Keypad',
        redFlag: false,
        explanation:
          'The keypad is flush and firm, so it is not an overlay. Your PIN can still be filmed from above.',
      },
      {
        id: 'leaflet-holder',
        label: 'Leaflet holder above the keypad',
        redFlag: true,
        cue: 'visual',
        teaches: 2,
        explanation:
          'A holder stuck above the keypad with a tiny hole is a classic hiding place for a pinhole camera. Cover the keypad with your other hand when you type your PIN.',
      },
      {
        id: 'shelf-reader',
        label: 'Card reader on the shelf',
        redFlag: true,
        cue: 'tactics',
        teaches: 4,
        explanation:
          'No bank asks you to swipe your card on a second device. That reader copies your card, and the camera films your PIN.',
      },
    ],
    inRealLife:
      "Do not use the ATM. Tell the filling station manager, call your bank's fraud line on the number on your card, and call SAPS on 10111 so they can remove the devices. [Read the ATM Skimming page](/frauds/AtmSkimming)",
  },
];
