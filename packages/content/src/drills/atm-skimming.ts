import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'AtmSkimming-d1',
    twin: 'AtmSkimming-d4',
    fraudId: 'AtmSkimming',
    title: 'An ATM at a shopping centre',
    setting: 'za',
    scenario:
      'It is Friday evening and you stop at a Protea Bank ATM in a quiet corner of a shopping centre in Pietermaritzburg to draw R1 000. You use Protea Bank ATMs like this one most weeks.',
    artefact: {
      medium: 'atm',
      screen: [
        'Welcome to Protea Bank. Please insert your card. Cover the keypad when you enter your PIN. Protea Bank will never phone you for your PIN or OTP.',
      ],
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
          description:
            "The screen shows the usual welcome message, with the bank's tip about your PIN and OTP.",
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
            hotspot: 'screen-note',
          },
        ],
        [
          {
            text: 'Nobody is near you. A security guard walks past at the far end of the corridor.',
            hotspot: 'surroundings',
          },
        ],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'This ATM has been fitted with a skimmer. The bulky, loose card slot, the raised keypad, the strip where a camera could hide and the taped "helpline" are all signs of tampering, so walk away and report it.',
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
        cue: 'language',
        explanation:
          "Talk of your PIN and OTP can sound like an alarm, but this is the bank's standing safety tip and it asks you for nothing. Criminals work on the outside of the machine, so the screen usually looks fine.",
      },
      {
        id: 'card-slot',
        label: 'Card slot',
        redFlag: true,
        cue: 'visual',
        teaches: 0,
        explanation:
          'A card slot that sticks out, is a different colour or moves when you wiggle it is likely a device copying your card. Real slots are fixed firmly.',
      },
      {
        id: 'keypad',
        label: 'Keypad',
        redFlag: true,
        cue: 'visual',
        teaches: 1,
        explanation:
          'A keypad that sits high or feels soft may be a fake pad laid over the real one to record your PIN. Real keypads are flush and firm.',
      },
      {
        id: 'camera-area',
        label: 'Area above the keypad',
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
        id: 'screen-note',
        label: 'Note beside the screen',
        redFlag: true,
        cue: 'tactics',
        teaches: 3,
        explanation:
          'Banks do not tape handwritten helpline numbers to ATMs. If your card is kept, that number reaches the criminal, who asks for your PIN.',
      },
      {
        id: 'surroundings',
        label: 'People nearby',
        redFlag: false,
        explanation:
          'Nobody is standing close enough to watch your PIN. The quiet spot makes tampering easier, but the people around you are not the warning sign here.',
      },
    ],
    inRealLife:
      "Do not use the machine. Tell the centre's security and call your bank's fraud line on the number on your card, and call SAPS on 10111 if someone is fitting a device. [Read the ATM Skimming page](/frauds/AtmSkimming)",
    variants: [
      {
        swap: {
          'Friday evening': 'Saturday evening',
          Pietermaritzburg: 'Richards Bay',
          'R1 000': 'R1 500',
          '082 555 0177': '083 555 0149',
          'shiny green': 'shiny blue',
        },
      },
      {
        swap: {
          'Friday evening': 'Thursday evening',
          Pietermaritzburg: 'Newcastle',
          'R1 000': 'R800',
          '082 555 0177': '072 555 0115',
          '24-hour helpline': 'after-hours helpline',
        },
      },
    ],
  },
  {
    id: 'AtmSkimming-d2',
    twin: 'AtmSkimming-d5',
    fraudId: 'AtmSkimming',
    title: 'An ATM in a branch lobby',
    setting: 'international',
    scenario:
      "You stop at the ATM inside your own Northwind Credit Union branch in Portland to take out $200. Since last month's refit, the branch's ATMs have a green bezel with the credit union's logo around the card slot.",
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
            "A chunky green bezel sits around the card slot. It is the green of the panel's trim, carries the credit union's logo, and does not move when you wiggle it.",
          hotspot: 'card-slot',
        },
        {
          id: 'keypad',
          look: 'plain',
          description:
            'A flush metal keypad with a moulded plastic hood around it, part of the panel. The keys click firmly.',
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
            'A printed label on the panel: "Protect your PIN. This ATM has anti-fraud protection. If anything looks loose or added, do not use it and tell our staff immediately."',
          hotspot: 'label',
        },
        {
          id: 'cash-slot',
          look: 'plain',
          description: 'The cash slot has its normal metal shutter.',
          hotspot: 'cash-slot',
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      "This ATM looks as it should. The panel is one piece with nothing stuck on, the bezel on the card slot is the credit union's own guard, firm, logoed and matching the trim, and the keypad is flush and part of the panel.",
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
          "A bezel over the slot can look like a device fitted by criminals, but this one matches the panel, carries the logo and is firm. It is the credit union's own guard from the refit.",
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
        cue: 'language',
        explanation:
          'A warning to act immediately can feel alarming, but banks put printed labels like this on their machines. Unlike a handwritten note, it gives no phone number to call.',
      },
      {
        id: 'cash-slot',
        label: 'Cash slot',
        redFlag: false,
        explanation: 'The cash slot has its normal shutter. Nothing about it stands out.',
      },
    ],
    inRealLife:
      'Give the card slot a gentle wiggle and cover the keypad whenever you use an ATM. If anything looks loose or added, do not use it, tell branch staff, and call the number on your card. [Read the ATM Skimming page](/frauds/AtmSkimming)',
    variants: [
      { swap: { Portland: 'Sacramento', $200: '$160', green: 'red' } },
      {
        swap: {
          Portland: 'Boise',
          $200: '$300',
          green: 'silver',
          "last month's refit": 'the refit in January',
        },
      },
    ],
  },
  {
    id: 'AtmSkimming-d3',
    twin: 'AtmSkimming-d6',
    fraudId: 'AtmSkimming',
    title: 'An ATM at a filling station',
    setting: 'za',
    scenario:
      'You pull into a filling station outside Polokwane on a road trip and use the Protea Bank ATM at the end of its shop counter to draw R600 for tolls and snacks.',
    artefact: {
      medium: 'atm',
      screen: [
        {
          text: 'Welcome. Please insert your card. Cover the keypad when you enter your PIN, and report anything unusual to the bank immediately.',
          hotspot: 'screen',
        },
      ],
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
            text: 'On the counter beside the ATM sits a small card reader with a printed sign: "New security step: swipe your card here before inserting it."',
            hotspot: 'counter-reader',
          },
        ],
        [
          {
            text: 'A man in a fuel-company bib stands close at your shoulder and says the swipe step is compulsory.',
            hotspot: 'queue',
          },
        ],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'This ATM has been rigged, though the slot and keypad look fine. A leaflet holder with a hole above the keypad can hide a camera, no bank asks you to swipe your card on a second reader, and the man pushing it is too close, so walk away and report it.',
    alignment: {
      rating: 'high',
      reason: 'Drawing cash at a filling station on a trip is an everyday thing to do.',
    },
    hotspots: [
      {
        id: 'screen',
        label: 'Screen',
        redFlag: false,
        cue: 'language',
        explanation:
          "A screen that tells you to report anything unusual immediately can sound like an alarm, but it is the bank's standing safety tip. It says nothing about a second reader, and tampering is on the outside of the machine.",
      },
      {
        id: 'card-slot',
        label: 'Card slot',
        redFlag: false,
        explanation:
          'The slot is firm and flush, which is good. Criminals here chose a second reader instead of a device on the slot.',
      },
      {
        id: 'keypad',
        label: 'Keypad',
        redFlag: false,
        explanation:
          'The keypad is flush and firm, so nothing is laid over it. Your PIN can still be filmed from above.',
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
        id: 'counter-reader',
        label: 'Card reader on the counter',
        redFlag: true,
        cue: 'tactics',
        teaches: 4,
        explanation:
          'No bank asks you to swipe your card on a second device before using an ATM. That reader copies your card, and the camera films your PIN.',
      },
      {
        id: 'queue',
        label: 'Person behind you',
        redFlag: true,
        cue: 'tactics',
        teaches: 4,
        explanation:
          'A stranger at your shoulder can watch your PIN, and one who pushes the extra swipe is part of the trick. Staff do not stand over you at an ATM.',
      },
    ],
    inRealLife:
      "Do not use the ATM. Tell the filling station manager, call your bank's fraud line on the number on your card, and call SAPS on 10111 so they can remove the devices. [Read the ATM Skimming page](/frauds/AtmSkimming)",
    variants: [
      { swap: { Polokwane: 'Bela-Bela', R600: 'R700', 'fuel-reward flyers': 'car-wash coupons' } },
      {
        swap: {
          Polokwane: 'Mokopane',
          R600: 'R500',
          'road trip': 'long drive',
          'tolls and snacks': 'tolls and cold drinks',
        },
      },
    ],
  },
  {
    id: 'AtmSkimming-d4',
    twin: 'AtmSkimming-d1',
    fraudId: 'AtmSkimming',
    title: 'An ATM at a shopping centre',
    setting: 'za',
    scenario:
      'It is Friday evening and you stop at a Protea Bank ATM in a quiet corner of a shopping centre in Pietermaritzburg to draw R1 000. You use Protea Bank ATMs like this one most weeks.',
    artefact: {
      medium: 'atm',
      screen: [
        'Welcome to Protea Bank. Please insert your card. Cover the keypad when you enter your PIN. Protea Bank will never phone you for your PIN or OTP.',
      ],
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
          description:
            "The screen shows the usual welcome message, with the bank's tip about your PIN and OTP.",
          hotspot: 'screen',
        },
        {
          id: 'card-slot',
          look: 'plain',
          description:
            'The card slot is grey plastic, the colour of the panel, and sits flush; it does not move when you wiggle it.',
          hotspot: 'card-slot',
        },
        {
          id: 'keypad',
          look: 'plain',
          description: 'The keypad is flush with the panel, and the worn keys click firmly.',
          hotspot: 'keypad',
        },
        {
          id: 'camera-area',
          look: 'added-on',
          description:
            "A small dark dome sits above the keypad hood, facing out at the corridor, under a printed label: 'CCTV in operation'.",
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
            text: 'A printed Protea Bank sticker beside the screen: "Card kept? Call the number on the back of your card."',
            hotspot: 'screen-note',
          },
        ],
        [
          {
            text: 'Nobody is near you. A security guard walks past at the far end of the corridor.',
            hotspot: 'surroundings',
          },
        ],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'The card slot and keypad are flush and firm, the camera dome faces the corridor rather than the keys, and the only notice sends you to the number on your own card. A scuffed panel is just wear, so draw your cash and cover the keypad as usual.',
    alignment: {
      rating: 'medium',
      reason: 'You use ATMs every week, but this one is in a quiet corner at night.',
    },
    hotspots: [
      {
        id: 'fascia',
        label: 'Front panel',
        redFlag: false,
        cue: 'visual',
        explanation:
          'Scuffs on a panel can make you wonder whether someone has worked on it. They are normal wear on a busy machine, and nothing is fitted over the panel.',
      },
      {
        id: 'screen',
        label: 'Screen',
        redFlag: false,
        cue: 'language',
        explanation:
          "Talk of your PIN and OTP can sound like an alarm, but this is the bank's standing safety tip. It asks you for nothing.",
      },
      {
        id: 'card-slot',
        label: 'Card slot',
        redFlag: false,
        explanation:
          'The slot matches the panel, sits flush and stays put when you wiggle it. That is how a real slot feels.',
      },
      {
        id: 'keypad',
        label: 'Keypad',
        redFlag: false,
        explanation:
          'Worn keys that sit flush and click firmly are a real keypad. A pad laid over it would sit higher and feel soft.',
      },
      {
        id: 'camera-area',
        label: 'Area above the keypad',
        redFlag: false,
        cue: 'visual',
        explanation:
          "A camera near an ATM can be alarming, but this labelled dome faces the corridor, not the keys. A criminal's camera is hidden and points down at the keypad.",
      },
      {
        id: 'cash-slot',
        label: 'Cash slot',
        redFlag: false,
        explanation: 'The cash slot has its normal shutter. Nothing about it stands out.',
      },
      {
        id: 'screen-note',
        label: 'Note beside the screen',
        redFlag: false,
        explanation:
          'A printed sticker that sends you to the number on your own card is what banks put up. It gives no number of its own.',
      },
      {
        id: 'surroundings',
        label: 'People nearby',
        redFlag: false,
        explanation: 'Nobody is standing close enough to watch your PIN.',
      },
    ],
    inRealLife:
      'Give the card slot a gentle wiggle and cover the keypad whenever you use an ATM. If anything looks loose or added, do not use it, and call your bank on the number on your card. [Read the ATM Skimming page](/frauds/AtmSkimming)',
    variants: [
      {
        swap: {
          'Friday evening': 'Saturday evening',
          Pietermaritzburg: 'Richards Bay',
          'R1 000': 'R1 500',
        },
      },
      {
        swap: {
          'Friday evening': 'Thursday evening',
          Pietermaritzburg: 'Newcastle',
          'R1 000': 'R800',
        },
      },
    ],
  },
  {
    id: 'AtmSkimming-d5',
    twin: 'AtmSkimming-d2',
    fraudId: 'AtmSkimming',
    title: 'An ATM in a branch lobby',
    setting: 'international',
    scenario:
      "You stop at the ATM inside your own Northwind Credit Union branch in Portland to take out $200. Since last month's refit, the branch's ATMs have a green bezel with the credit union's logo around the card slot.",
    artefact: {
      medium: 'atm',
      screen: ['Welcome to Northwind Credit Union. Insert or tap your card.'],
      parts: [
        {
          id: 'fascia',
          look: 'plain',
          description:
            "A new blue panel with the credit union's name. Along the top of the screen runs a thin strip of blue plastic, a shade darker, with a pinhole in it.",
          hotspot: 'fascia',
        },
        {
          id: 'card-slot',
          look: 'added-on',
          description:
            'A chunky green bezel sits around the card slot. It is a shade lighter than the trim, has no logo, and shifts when you wiggle it.',
          hotspot: 'card-slot',
        },
        {
          id: 'keypad',
          look: 'plain',
          description:
            'A flush metal keypad with a moulded plastic hood around it, part of the panel. The keys click firmly.',
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
            'A printed label on the panel: "Protect your PIN. This ATM has anti-fraud protection. If anything looks loose or added, do not use it and tell our staff immediately."',
          hotspot: 'label',
        },
        {
          id: 'cash-slot',
          look: 'plain',
          description: 'The cash slot has its normal metal shutter.',
          hotspot: 'cash-slot',
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'The bezel on the slot is the wrong shade, has no logo and moves, and a strip with a pinhole sits above the screen: a device copying cards and a camera filming PINs. Do not use it; tell branch staff.',
    alignment: {
      rating: 'high',
      reason: 'It is the ATM in your own branch, which you use regularly.',
    },
    hotspots: [
      {
        id: 'fascia',
        label: 'Front panel',
        redFlag: true,
        cue: 'visual',
        teaches: 2,
        explanation:
          'An extra strip above the screen, in a slightly different shade and with a pinhole, is where a camera hides to film your PIN. A refitted panel has no stuck-on pieces.',
      },
      {
        id: 'card-slot',
        label: 'Card slot',
        redFlag: true,
        cue: 'visual',
        teaches: 0,
        explanation:
          "The branch's own bezels carry the logo and match the trim, and none of them move. A lighter, unbranded bezel that shifts is a device copying your card.",
      },
      {
        id: 'keypad',
        label: 'Keypad and hood',
        redFlag: false,
        explanation:
          'The keypad is flush and firm, so nothing is laid over it. This gang films the PIN from above instead, so cover the keys with your hand.',
      },
      {
        id: 'label',
        label: 'Printed label',
        redFlag: false,
        cue: 'language',
        explanation:
          "A warning to act immediately can feel alarming, but this printed label is the credit union's own and gives no number to call. Criminals fit their devices around such labels, so it proves nothing either way.",
      },
      {
        id: 'cash-slot',
        label: 'Cash slot',
        redFlag: false,
        explanation: 'The cash slot has its normal shutter. Nothing about it stands out.',
      },
    ],
    inRealLife:
      'Do not use the ATM, and tell branch staff at once so they can take it out of service. Call the number on your card if you already used it, and report the fraud to the FBI Internet Crime Complaint Center (IC3). [Read the ATM Skimming page](/frauds/AtmSkimming)',
    variants: [
      { swap: { Portland: 'Sacramento', $200: '$160', green: 'red' } },
      { swap: { Portland: 'Boise', $200: '$300', green: 'silver', blue: 'charcoal' } },
    ],
  },
  {
    id: 'AtmSkimming-d6',
    twin: 'AtmSkimming-d3',
    fraudId: 'AtmSkimming',
    title: 'An ATM at a filling station',
    setting: 'za',
    scenario:
      'You pull into a filling station outside Polokwane on a road trip and use the Protea Bank ATM at the end of its shop counter to draw R600 for tolls and snacks.',
    artefact: {
      medium: 'atm',
      screen: [
        {
          text: 'Welcome. Please insert your card. Cover the keypad when you enter your PIN, and report anything unusual to the bank immediately.',
          hotspot: 'screen',
        },
      ],
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
            'A small plastic leaflet holder is screwed to the panel above the keypad, full of fuel-reward flyers; its bottom edge is smooth, solid plastic.',
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
            text: 'On the counter beside the ATM sits the shop\'s card machine, with a printed sign: "Pay for fuel and snacks here."',
            hotspot: 'counter-reader',
          },
        ],
        [
          {
            text: 'Behind you, the next customer waits a polite step back.',
            hotspot: 'queue',
          },
        ],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      "The slot and keypad are firm and flush, the leaflet holder is solid and screwed on, and the card machine on the counter is the shop's till, which asks nothing of your ATM card. Draw your cash as usual and cover the keypad.",
    alignment: {
      rating: 'high',
      reason: 'Drawing cash at a filling station on a trip is an everyday thing to do.',
    },
    hotspots: [
      {
        id: 'screen',
        label: 'Screen',
        redFlag: false,
        cue: 'language',
        explanation:
          "A screen that tells you to report anything unusual immediately can sound like an alarm, but it is the bank's standing safety tip. It asks you for nothing.",
      },
      {
        id: 'card-slot',
        label: 'Card slot',
        redFlag: false,
        explanation: 'The slot is firm and flush, which is how a real slot should feel.',
      },
      {
        id: 'keypad',
        label: 'Keypad',
        redFlag: false,
        explanation: 'The keypad is flush and firm, so nothing is laid over it.',
      },
      {
        id: 'leaflet-holder',
        label: 'Leaflet holder above the keypad',
        redFlag: false,
        cue: 'visual',
        explanation:
          'Anything fixed above a keypad deserves a look, because cameras hide there. This holder is screwed on and its edge is solid, with no hole for a lens.',
      },
      {
        id: 'counter-reader',
        label: 'Card reader on the counter',
        redFlag: false,
        cue: 'tactics',
        explanation:
          "A card reader next to an ATM can look like a trap. This one is the shop's till for paying for fuel, and its sign asks nothing about the ATM.",
      },
      {
        id: 'queue',
        label: 'Person behind you',
        redFlag: false,
        explanation:
          'The next customer keeps a polite distance and cannot see your PIN. Nothing about the queue is a warning sign.',
      },
    ],
    inRealLife:
      "Draw your cash, cover the keypad with your other hand, and check your statement afterwards. If anything on an ATM ever looks added or someone asks you to swipe your card elsewhere, call your bank's fraud line on the number on your card. [Read the ATM Skimming page](/frauds/AtmSkimming)",
    variants: [
      { swap: { Polokwane: 'Bela-Bela', R600: 'R700', 'fuel-reward flyers': 'car-wash coupons' } },
      {
        swap: {
          Polokwane: 'Mokopane',
          R600: 'R500',
          'road trip': 'long drive',
          'tolls and snacks': 'tolls and cold drinks',
        },
      },
    ],
  },
];
