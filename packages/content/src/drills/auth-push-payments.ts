import type { Drill } from '../drill-types';

/*
 * Three twin pairs. Each scam and its legitimate twin share the title, the scenario and the
 * hotspots; they differ exactly where the scam's red flags are.
 *   AuthPushPayments-d1 (scam) and AuthPushPayments-d4: a chat message from a new number.
 *   AuthPushPayments-d2 (scam) and AuthPushPayments-d5: a listing on a marketplace site.
 *   AuthPushPayments-d6 (scam) and AuthPushPayments-d3: a text about a new payee.
 */

const CHAT_TITLE = 'A chat message from a new number';
const CHAT_SCENARIO =
  'Your son Kagiso is a student in Cape Town, and each month you pay his rent to his landlord, Seaview Lettings, a payee saved in your banking app. On a Saturday morning a chat message arrives from a number you do not have saved.';

const LISTING_TITLE = 'A listing on a marketplace site';
const LISTING_SCENARIO =
  'You are looking for a used car for your daughter. Similar cars sell for about $14,000, and this listing came up on a classifieds site you found through a search.';

const ALERT_TITLE = 'A text about a new payee';
const ALERT_SCENARIO =
  'You are renting a new apartment and, five minutes ago, added the property manager, Riverside Lettings, as a payee in your Northwind Credit Union app. Its account details came from the lease you signed at its office.';

export const drills: Drill[] = [
  {
    id: 'AuthPushPayments-d1',
    twin: 'AuthPushPayments-d4',
    fraudId: 'AuthPushPayments',
    title: CHAT_TITLE,
    setting: 'za',
    scenario: CHAT_SCENARIO,
    artefact: {
      medium: 'chat',
      app: 'Chat app',
      sender: { name: '+27 71 555 0186', number: '+27 71 555 0186', hotspot: 'sender' },
      messages: [
        {
          from: 'them',
          time: '09:14',
          body: [
            {
              text: "Hi Ma, it's me. I dropped my phone in the sink, so this is my new number. Please save it.",
              hotspot: 'new-number-line',
            },
          ],
        },
        { from: 'me', time: '09:20', body: ['Kagiso? Are you ok?'] },
        {
          from: 'them',
          time: '09:21',
          body: [
            {
              text: "I'm fine, but my rent payment of R6 800 is due and my banking app is locked on the old phone.",
              hotspot: 'money-line',
            },
            ' ',
            {
              text: "Can you pay it straight to my landlord's new account? T. Mokoena, Karoo Commercial Bank, 62 0915 4471.",
              hotspot: 'account-line',
            },
          ],
        },
        {
          from: 'them',
          time: '09:22',
          body: [
            {
              text: "Please do it now, he says he'll lock me out by 12. I can't talk, I'm in the library.",
              hotspot: 'timing-line',
            },
          ],
        },
        {
          from: 'them',
          time: '09:22',
          body: [
            {
              text: "Love you. If your app asks what the payment is for, just say it's for a friend ❤️",
              hotspot: 'sign-off',
            },
          ],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report', 'verify'],
    decisionExplanation:
      'This is the "new number" scam. The rent goes to a new account in a stranger\'s name instead of the landlord you already pay, the sender cannot talk, and you are told what to say to your bank. Call Kagiso on his old number or ask someone who is with him before you pay anything.',
    alignment: {
      rating: 'medium',
      reason: "You do pay your son's rent, but he has never asked you to pay a new account.",
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: false,
        explanation:
          'An unsaved number is exactly what a real new phone would show, so it proves nothing alone. The story that comes with it is what matters.',
      },
      {
        id: 'new-number-line',
        label: 'Message about the new number',
        redFlag: false,
        explanation:
          'Phones do get lost, and a real child starts a new number just like this. The line is how the scam begins, but only the request that follows gives it away.',
      },
      {
        id: 'money-line',
        label: 'Message about the rent',
        redFlag: false,
        cue: 'language',
        explanation:
          'A payment due and a locked banking app sound alarming, but rent falls due every month and you already pay it. The amount and the story are believable on purpose.',
      },
      {
        id: 'account-line',
        label: 'Account to pay',
        redFlag: true,
        cue: 'technical',
        teaches: 4,
        explanation:
          'The landlord you pay is Seaview Lettings, and you already have its account. "New bank details" in a stranger\'s name are the heart of this scam.',
      },
      {
        id: 'timing-line',
        label: 'Message about timing',
        redFlag: true,
        cue: 'language',
        teaches: 6,
        explanation:
          'A deadline plus "can\'t talk" stops you from making the one call that would expose the scam. A real child can spare a ten-second call.',
      },
      {
        id: 'sign-off',
        label: 'Sign-off',
        redFlag: true,
        cue: 'tactics',
        teaches: 1,
        explanation:
          "Being told what to answer if your bank's app asks about the payment is coaching to get past its warning. Your own child has no reason to hide a rent payment from your bank.",
      },
    ],
    inRealLife:
      "Call your child on the number you already have, or ask a question only they could answer. If you paid, call your bank's fraud line straight away and open a case with SAPS. [Read the Authorised Push Payment Fraud page](/frauds/AuthPushPayments)",
    variants: [
      {
        swap: {
          Kagiso: 'Sipho',
          'Cape Town': 'Stellenbosch',
          'Seaview Lettings': 'Harbourlight Lettings',
          'R6 800': 'R7 250',
          'T. Mokoena': 'B. Ndlovu',
          '62 0915 4471': '62 3380 1596',
        },
      },
      {
        swap: {
          Kagiso: 'Thabo',
          'Cape Town': 'Makhanda',
          'Seaview Lettings': 'Oakridge Lettings',
          '+27 71 555 0186': '+27 73 555 0122',
          'R6 800': 'R5 900',
          '62 0915 4471': '62 7702 3318',
        },
      },
    ],
  },
  {
    id: 'AuthPushPayments-d4',
    twin: 'AuthPushPayments-d1',
    fraudId: 'AuthPushPayments',
    title: CHAT_TITLE,
    setting: 'za',
    scenario: CHAT_SCENARIO,
    artefact: {
      medium: 'chat',
      app: 'Chat app',
      sender: { name: '+27 71 555 0186', number: '+27 71 555 0186', hotspot: 'sender' },
      messages: [
        {
          from: 'them',
          time: '09:14',
          body: [
            {
              text: "Hi Ma, it's me. I dropped my phone in the sink, so this is my new number. Please save it.",
              hotspot: 'new-number-line',
            },
          ],
        },
        { from: 'me', time: '09:20', body: ['Kagiso? Are you ok?'] },
        {
          from: 'them',
          time: '09:21',
          body: [
            {
              text: "I'm fine, but my rent payment of R6 800 is due and my banking app is locked on the old phone.",
              hotspot: 'money-line',
            },
            ' ',
            {
              text: 'Can you pay it to Seaview Lettings as usual? It is already saved in your app.',
              hotspot: 'account-line',
            },
          ],
        },
        {
          from: 'them',
          time: '09:22',
          body: [
            {
              text: "It's due on Monday, so no rush. Phone me on this number later if you like, I'm home all day.",
              hotspot: 'timing-line',
            },
          ],
        },
        { from: 'them', time: '09:22', body: [{ text: 'Love you ❤️', hotspot: 'sign-off' }] },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'Kagiso asks you to pay the landlord you already pay, through the payee saved in your app, and invites a call. No money goes anywhere new, so paying the usual rent as usual puts nothing at risk.',
    alignment: {
      rating: 'medium',
      reason: "You do pay your son's rent, but a message from a new number is not the usual way.",
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: false,
        explanation:
          'An unsaved number is what a real new phone shows. What the message asks is what matters.',
      },
      {
        id: 'new-number-line',
        label: 'Message about the new number',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'A "new number" message is how the scam opens, so it rightly makes you careful. Phones really do break, and here nothing that follows asks you to pay anyone new.',
      },
      {
        id: 'money-line',
        label: 'Message about the rent',
        redFlag: false,
        cue: 'language',
        explanation:
          'A payment due and a locked banking app sound alarming from a new number. But this is the rent you pay every month, for the same amount.',
      },
      {
        id: 'account-line',
        label: 'Account to pay',
        redFlag: false,
        explanation:
          'The money goes to Seaview Lettings, the payee already saved in your own app. A scammer cannot receive a payment to that account.',
      },
      {
        id: 'timing-line',
        label: 'Message about timing',
        redFlag: false,
        explanation:
          'There is no rush, and Kagiso is happy to talk. A scammer avoids a call at all costs.',
      },
      {
        id: 'sign-off',
        label: 'Sign-off',
        redFlag: false,
        explanation: 'An affectionate sign-off is normal from a son. It asks nothing of you.',
      },
    ],
    inRealLife:
      'Pay family costs only to payees you already know, and never to a new account a message gives you. If a message from a new number ever asks for a new account, call your child on the number you already have. [Read the Authorised Push Payment Fraud page](/frauds/AuthPushPayments)',
    variants: [
      {
        swap: {
          Kagiso: 'Sipho',
          'Cape Town': 'Stellenbosch',
          'Seaview Lettings': 'Harbourlight Lettings',
          'R6 800': 'R7 250',
          'due on Monday': 'due on Tuesday',
        },
      },
      {
        swap: {
          Kagiso: 'Thabo',
          'Cape Town': 'Makhanda',
          'Seaview Lettings': 'Oakridge Lettings',
          '+27 71 555 0186': '+27 73 555 0122',
          'R6 800': 'R5 900',
        },
      },
    ],
  },
  {
    id: 'AuthPushPayments-d2',
    twin: 'AuthPushPayments-d5',
    fraudId: 'AuthPushPayments',
    title: LISTING_TITLE,
    setting: 'international',
    scenario: LISTING_SCENARIO,
    artefact: {
      medium: 'web',
      url: 'https://www.lakeside-classifieds.example/autos/listing/88213',
      urlHotspot: 'address-bar',
      padlock: true,
      padlockHotspot: 'padlock',
      title: '2019 compact hatchback, 31,000 miles – Lakeside Classifieds',
      body: [
        [
          {
            text: '2019 compact hatchback, one owner, full service history. Factory immobiliser with a PIN code; the code card comes with the keys.',
            hotspot: 'description',
          },
        ],
        [{ text: 'Price: $6,900. Must go this week.', hotspot: 'price-line' }],
        [
          {
            text: 'Bank transfer only, no cash or card. I am on deployment overseas, so the car will be shipped to you after payment.',
            hotspot: 'payment-line',
          },
        ],
        [
          {
            text: 'Pay to: Redwood Vehicle Escrow LLC, account 4471 0092 18.',
            hotspot: 'payee-line',
          },
        ],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'This is a push payment scam. The price is half the market value, the seller takes bank transfers only and cannot meet you, and the money goes to an "escrow" firm that is not who you are buying from. Report the listing and buy where you can see the car.',
    alignment: {
      rating: 'low',
      reason:
        'You are shopping for a car, but a seller you have never met on a site you found by search is far from your usual habit.',
    },
    hotspots: [
      {
        id: 'padlock',
        label: 'Padlock icon',
        redFlag: false,
        explanation:
          'The padlock only means the connection is encrypted. It says nothing about the person selling the car.',
      },
      {
        id: 'address-bar',
        label: 'Address bar',
        redFlag: false,
        explanation:
          'The site is a classifieds site, and anyone can post on it. The address tells you where you are, not whether the seller is honest.',
      },
      {
        id: 'description',
        label: 'Car description',
        redFlag: false,
        cue: 'language',
        explanation:
          "Talk of a PIN and a code card can sound like a grab for secrets, but it describes the car's immobiliser and asks you for nothing. A tidy description is copied easily from a real listing, so it is neither a warning sign nor proof.",
      },
      {
        id: 'price-line',
        label: 'Price',
        redFlag: true,
        cue: 'tactics',
        teaches: 3,
        explanation:
          'At half the usual price, the deal is too good to be true. A low price is the bait that makes people skip their checks.',
      },
      {
        id: 'payment-line',
        label: 'Line about paying',
        redFlag: true,
        cue: 'language',
        teaches: 3,
        explanation:
          'Bank transfer only, from a seller who cannot meet, leaves you nothing to inspect and no card protection. Once sent, the money is gone.',
      },
      {
        id: 'payee-line',
        label: 'Account to pay',
        redFlag: true,
        cue: 'technical',
        teaches: 2,
        explanation:
          'The account is in an "escrow" company\'s name, not the seller\'s. When the payee does not match who you are paying, stop.',
      },
    ],
    inRealLife:
      "Never pay by bank transfer for goods you have not seen; meet in person or use a payment method with protection. Report the listing to the site and the FBI's Internet Crime Complaint Center (IC3), and call your bank at once if you paid. [Read the Authorised Push Payment Fraud page](/frauds/AuthPushPayments)",
    variants: [
      {
        swap: {
          '$14,000': '$16,000',
          '$6,900': '$7,900',
          'Redwood Vehicle Escrow LLC': 'Bluestone Auto Escrow LLC',
          '4471 0092 18': '5930 2218 47',
          '31,000 miles': '42,000 miles',
          '88213': '90457',
        },
      },
      {
        swap: {
          'Lakeside Classifieds': 'Prairie Classifieds',
          'lakeside-classifieds': 'prairie-classifieds',
          '2019': '2018',
          '$14,000': '$12,500',
          '$6,900': '$5,900',
          'Redwood Vehicle Escrow LLC': 'Summitline Transport Escrow LLC',
        },
      },
    ],
  },
  {
    id: 'AuthPushPayments-d5',
    twin: 'AuthPushPayments-d2',
    fraudId: 'AuthPushPayments',
    title: LISTING_TITLE,
    setting: 'international',
    scenario: LISTING_SCENARIO,
    artefact: {
      medium: 'web',
      url: 'https://www.lakeside-classifieds.example/autos/listing/88213',
      urlHotspot: 'address-bar',
      padlock: true,
      padlockHotspot: 'padlock',
      title: '2019 compact hatchback, 31,000 miles – Lakeside Classifieds',
      body: [
        [
          {
            text: '2019 compact hatchback, one owner, full service history. Factory immobiliser with a PIN code; the code card comes with the keys.',
            hotspot: 'description',
          },
        ],
        [{ text: 'Price: $13,700. Must go this week.', hotspot: 'price-line' }],
        [
          {
            text: 'Come and see it in Riverton any evening. Pay by bank transfer once you have driven it and we sign the papers.',
            hotspot: 'payment-line',
          },
        ],
        [
          {
            text: 'Payment goes to me, Daniel Okafor, the owner named on the title.',
            hotspot: 'payee-line',
          },
        ],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'This is an ordinary private sale. The price is close to the market, you see and drive the car before you pay anything, and the money goes to the owner named on the title.',
    alignment: {
      rating: 'low',
      reason:
        'You are shopping for a car, but a seller you have never met on a site you found by search is far from your usual habit.',
    },
    hotspots: [
      {
        id: 'padlock',
        label: 'Padlock icon',
        redFlag: false,
        explanation:
          'The padlock only means the connection is encrypted. It says nothing about the seller either way.',
      },
      {
        id: 'address-bar',
        label: 'Address bar',
        redFlag: false,
        explanation:
          'The site is a classifieds site, and anyone can post on it. The listing itself is what you judge.',
      },
      {
        id: 'description',
        label: 'Car description',
        redFlag: false,
        cue: 'language',
        explanation:
          "Talk of a PIN and a code card can sound like a grab for secrets, but it describes the car's immobiliser and asks you for nothing. Handing the code card over with the keys is normal.",
      },
      {
        id: 'price-line',
        label: 'Price',
        redFlag: false,
        cue: 'tactics',
        explanation:
          '"Must go this week" sounds like pressure, but private sellers often want a quick sale. The price is close to the $14,000 such cars fetch, so nothing is too good to be true.',
      },
      {
        id: 'payment-line',
        label: 'Line about paying',
        redFlag: false,
        cue: 'language',
        explanation:
          'A bank transfer is risky when you pay for something unseen. Here you pay only after you have seen and driven the car.',
      },
      {
        id: 'payee-line',
        label: 'Account to pay',
        redFlag: false,
        explanation:
          'The payee is the owner named on the title, the person selling you the car. The name on the account matches who you are buying from.',
      },
    ],
    inRealLife:
      "See the car and its papers before you pay, and make sure the account is in the name of the owner on the title. Report any listing that wants payment up front for a car you cannot see to the site and the FBI's Internet Crime Complaint Center (IC3). [Read the Authorised Push Payment Fraud page](/frauds/AuthPushPayments)",
    variants: [
      {
        swap: {
          '$14,000': '$16,000',
          '$13,700': '$15,600',
          Riverton: 'Maple Heights',
          'Daniel Okafor': 'Grace Whitman',
          '31,000 miles': '42,000 miles',
          '88213': '90457',
        },
      },
      {
        swap: {
          'Lakeside Classifieds': 'Prairie Classifieds',
          'lakeside-classifieds': 'prairie-classifieds',
          '2019': '2018',
          '$14,000': '$12,500',
          '$13,700': '$12,200',
          'Daniel Okafor': 'Marcus Bell',
        },
      },
    ],
  },
  {
    id: 'AuthPushPayments-d6',
    twin: 'AuthPushPayments-d3',
    fraudId: 'AuthPushPayments',
    title: ALERT_TITLE,
    setting: 'international',
    scenario: ALERT_SCENARIO,
    artefact: {
      medium: 'sms',
      sender: { name: 'Northwind CU', number: '+1 202 555 0110', hotspot: 'sender' },
      messages: [
        {
          from: 'them',
          time: '17:42',
          body: [
            {
              text: 'Northwind CU: A new payee, J MARSH, account ending 9921, was added to your account.',
              hotspot: 'payee-line',
            },
            ' ',
            {
              text: 'If you did not do this, call our fraud team now on +1 202 555 0187 to move your money to a protected account.',
              hotspot: 'warning-line',
            },
            ' ',
            {
              text: 'Never share your PIN or a login code, and never move money because someone on the phone told you to.',
              hotspot: 'advice-line',
            },
          ],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'This is the opening of a "protected account" scam. The payee named is not the one you just added, and the text gives its own number and talks of moving your money, which your credit union never asks. Call the number on your card instead, and report the text.',
    alignment: {
      rating: 'high',
      reason: 'You added a payee a few minutes ago, so an alert about payees is expected.',
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: false,
        explanation:
          "Criminals can make a text land in the same thread as the credit union's real alerts. The sender proves little either way; the words do.",
      },
      {
        id: 'payee-line',
        label: 'Line about the new payee',
        redFlag: true,
        cue: 'language',
        teaches: 2,
        explanation:
          'You added Riverside Lettings, not J MARSH, so the name does not match anyone you mean to pay. An alert about a stranger is meant to frighten you into acting fast.',
      },
      {
        id: 'warning-line',
        label: 'Line about calling',
        redFlag: true,
        cue: 'tactics',
        teaches: 0,
        explanation:
          'The text gives its own number and talks of moving your money to a "protected account". A real bank never asks you to move money to keep it safe.',
      },
      {
        id: 'advice-line',
        label: 'Advice line',
        redFlag: false,
        cue: 'language',
        explanation:
          "Talk of PINs, codes and moving money sounds alarming, but this is the credit union's standard warning, copied to look trustworthy. It asks nothing of you, so read what the rest of the text asks.",
      },
    ],
    inRealLife:
      "Call the number on the back of your card, never one in a text, and move no money because a message or a caller says so. Report the text to your credit union and to the FBI's Internet Crime Complaint Center (IC3). [Read the Authorised Push Payment Fraud page](/frauds/AuthPushPayments)",
    variants: [
      {
        swap: {
          'Riverside Lettings': 'Parkview Lettings',
          'J MARSH': 'K DELANEY',
          'ending 9921': 'ending 4168',
          '+1 202 555 0187': '+1 202 555 0163',
          '17:42': '18:05',
        },
      },
      {
        swap: {
          'Riverside Lettings': 'Elm Court Lettings',
          'J MARSH': 'R COSTA',
          'ending 9921': 'ending 2750',
          '+1 202 555 0187': '+1 202 555 0141',
        },
      },
    ],
  },
  {
    id: 'AuthPushPayments-d3',
    twin: 'AuthPushPayments-d6',
    fraudId: 'AuthPushPayments',
    title: ALERT_TITLE,
    setting: 'international',
    scenario: ALERT_SCENARIO,
    artefact: {
      medium: 'sms',
      sender: { name: 'Northwind CU', number: '+1 202 555 0110', hotspot: 'sender' },
      messages: [
        {
          from: 'them',
          time: '17:42',
          body: [
            {
              text: 'Northwind CU: You added a new payee, RIVERSIDE LETTINGS, account ending 3307.',
              hotspot: 'payee-line',
            },
            ' ',
            {
              text: 'If you did not do this, call us now on the number on the back of your card.',
              hotspot: 'warning-line',
            },
            ' ',
            {
              text: 'Never share your PIN or a login code, and never move money because someone on the phone told you to.',
              hotspot: 'advice-line',
            },
          ],
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'This is a real alert about the payee you just added. It names Riverside Lettings with the account from your lease, and it sends you to the number on your card, not one in the text. Nothing here needs you to act.',
    alignment: {
      rating: 'high',
      reason: 'You added a payee a few minutes ago, so an alert about payees is expected.',
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: false,
        explanation:
          "The text sits in the credit union's usual thread. Senders can be faked, so the words are what you judge.",
      },
      {
        id: 'payee-line',
        label: 'Line about the new payee',
        redFlag: false,
        cue: 'language',
        explanation:
          'A new-payee alert can look alarming, but the name and the last digits match the lease you signed. The payee matches who you mean to pay.',
      },
      {
        id: 'warning-line',
        label: 'Line about calling',
        redFlag: false,
        cue: 'tactics',
        explanation:
          '"Call us now" sounds urgent, but it sends you to the number on your card, a channel you already know. A scam would give you its own number.',
      },
      {
        id: 'advice-line',
        label: 'Advice line',
        redFlag: false,
        cue: 'language',
        explanation:
          'Talk of PINs, codes and moving money sounds alarming, but banks add this warning to real alerts because push payment scams rely on phone pressure. It asks nothing of you.',
      },
    ],
    inRealLife:
      "Pay new payees only with details you got in person or from a document you trust, and call the number on your card if an alert ever shows a payee you did not add. Report scams to the FBI's Internet Crime Complaint Center (IC3). [Read the Authorised Push Payment Fraud page](/frauds/AuthPushPayments)",
    variants: [
      {
        swap: {
          'Riverside Lettings': 'Parkview Lettings',
          'RIVERSIDE LETTINGS': 'PARKVIEW LETTINGS',
          'ending 3307': 'ending 5814',
          '17:42': '18:05',
        },
      },
      {
        swap: {
          'Riverside Lettings': 'Elm Court Lettings',
          'RIVERSIDE LETTINGS': 'ELM COURT LETTINGS',
          'ending 3307': 'ending 6029',
          '+1 202 555 0110': '+1 202 555 0104',
        },
      },
    ],
  },
];
