import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'AuthPushPayments-d1',
    fraudId: 'AuthPushPayments',
    title: 'A chat message from a new number',
    setting: 'za',
    scenario:
      'Your son Kagiso is a student in Cape Town. On a Saturday morning a chat message arrives from a number you do not have saved.',
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
              text: "Hi Ma, it's me. I dropped my phone in the sink so this is my new number, please save it.",
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
              text: "I'm fine but my rent of R6 800 is due today and my banking app is on the old phone.",
              hotspot: 'money-line',
            },
            ' ',
            {
              text: 'Can you pay it straight to my landlord? Account name T. Mokoena, Karoo Commercial Bank, 62 0915 4471.',
              hotspot: 'account-line',
            },
          ],
        },
        {
          from: 'them',
          time: '09:22',
          body: [
            {
              text: "Please hurry, he says he'll lock me out by 12. Can't talk now, I'm in the library.",
              hotspot: 'hurry-line',
            },
          ],
        },
        { from: 'them', time: '09:22', body: [{ text: 'Love you ❤️', hotspot: 'sign-off' }] },
      ],
    },
    legitimate: false,
    rightDecisions: ['report', 'verify'],
    decisionExplanation:
      'This is the "new number" scam. A child on a new number who needs money paid urgently to someone else\'s account, and who cannot talk, is the pattern. Call Kagiso on his old number or ask someone who is with him before you pay anything.',
    alignment: {
      rating: 'medium',
      reason: 'You do have a son at university, but he has never asked you to pay a stranger.',
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
        redFlag: true,
        cue: 'tactics',
        teaches: 5,
        explanation:
          'A "new number" message from a family member that soon asks for money is the opening of this scam. It gives the criminal a reason why the number is unknown.',
      },
      {
        id: 'money-line',
        label: 'Message about the rent',
        redFlag: false,
        explanation:
          'Rent is a believable cost for a student, and the amount is modest on purpose. The request is the setting, not the sign.',
      },
      {
        id: 'account-line',
        label: "Landlord's account details",
        redFlag: true,
        cue: 'technical',
        teaches: 2,
        explanation:
          "You are asked to pay an account in someone else's name that you cannot check. Once the money lands, it is very hard to get back.",
      },
      {
        id: 'hurry-line',
        label: 'Message about hurrying',
        redFlag: true,
        cue: 'language',
        teaches: 6,
        explanation:
          'A deadline plus "can\'t talk" stops you from making the one call that would expose the scam. A real child can spare a ten-second call.',
      },
      {
        id: 'sign-off',
        label: 'Sign-off',
        redFlag: false,
        explanation:
          'An affectionate sign-off is easy to copy. It is meant to lower your guard, but on its own it is normal.',
      },
    ],
    inRealLife:
      "Call your child on the number you already have, or ask a question only they could answer. If you paid, call your bank's fraud line straight away and open a case with SAPS. [Read the Authorised Push Payment Fraud page](/frauds/AuthPushPayments)",
  },
  {
    id: 'AuthPushPayments-d2',
    fraudId: 'AuthPushPayments',
    title: 'A listing on a marketplace site',
    setting: 'international',
    scenario:
      'You are looking for a used car for your daughter. Similar cars sell for about $14,000, and this listing came up on a classifieds site you found through a search.',
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
            text: '2019 compact hatchback, one owner, full service history.',
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
        'You are shopping for a car, but buying one unseen from someone overseas is far from your usual habit.',
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
        explanation:
          'A tidy description is copied easily from a real listing. It is neither a warning sign nor proof.',
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
  },
  {
    id: 'AuthPushPayments-d3',
    fraudId: 'AuthPushPayments',
    title: 'A text about a new payee',
    setting: 'international',
    scenario:
      'You are renting a new apartment and, five minutes ago, added the property manager, Riverside Lettings, as a payee in your Northwind Credit Union app. Its account details came from the lease you signed at its office.',
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
              text: 'Never move money because someone on the phone told you to.',
              hotspot: 'advice-line',
            },
          ],
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust', 'verify'],
    decisionExplanation:
      "This is a real alert about a payee you just added. It matches the name and account from your lease, comes from the credit union's usual number, and asks you to call the number on your card, not one in the text. Nothing here needs you to act.",
    alignment: {
      rating: 'high',
      reason: 'You added this exact payee a few minutes ago.',
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: false,
        explanation:
          "The text sits in the same thread as the credit union's earlier alerts. A new number would deserve a closer look.",
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
        explanation:
          'Banks add this warning to real alerts because push payment scams rely on phone pressure. It asks nothing of you.',
      },
    ],
    inRealLife:
      "Pay new payees only with details you got in person or from a document you trust, and call the number on your card if an alert ever shows a payee you did not add. Report scams to the FBI's Internet Crime Complaint Center (IC3). [Read the Authorised Push Payment Fraud page](/frauds/AuthPushPayments)",
  },
];
