import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'SyntIdentityTheft-d1',
    fraudId: 'SyntIdentityTheft',
    title: 'A personal loan application',
    setting: 'za',
    scenario:
      'You are a credit officer at Marula Bank. The system has passed this application to you for a final decision.',
    artefact: {
      medium: 'web',
      url: 'https://lending.marulabank.example/review/APP-55812',
      padlock: true,
      title: 'Personal loan application APP-55812',
      body: [
        [
          {
            text: 'Applicant: Thabo J. Mokoena, age 38. Loan requested: R180 000 over 60 months.',
            hotspot: 'loan-line',
          },
        ],
        [
          {
            text: 'Employer: Sable Logistics. Salary: R38 500 a month. Payslip uploaded.',
            hotspot: 'employer-line',
          },
        ],
        [
          {
            text: 'Credit record: first account opened 8 months ago. No history before that.',
            hotspot: 'history-line',
          },
        ],
        [
          {
            text: 'Mobile number 072 555 0148 is also on 3 other applications this month, under other names.',
            hotspot: 'phone-line',
          },
        ],
        [
          {
            text: 'Selfie check: failed 4 times, then passed on the 5th try with a different photo.',
            hotspot: 'selfie-line',
          },
        ],
        [
          {
            text: 'Credit score: rose from none to 742 in 6 months, mostly from 5 cards on which he is an additional card holder.',
            hotspot: 'score-line',
          },
        ],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      "This applicant shows the pattern of a synthetic identity: a grown adult with no past, shared contact details, a shaky selfie and a score built on other people's cards. Decline and refer it to the fraud team.",
    alignment: {
      rating: 'high',
      reason:
        'Credit officers review applications like this all day, and most of the details look tidy.',
    },
    hotspots: [
      {
        id: 'loan-line',
        label: 'Applicant and loan amount',
        redFlag: false,
        explanation:
          'An ordinary loan for this salary. Nothing about the amount itself stands out.',
      },
      {
        id: 'employer-line',
        label: 'Employer and salary',
        redFlag: false,
        explanation:
          'An employer and payslip are normal. They are easy to fake, so check them, but they are not a warning sign here.',
      },
      {
        id: 'history-line',
        label: 'Credit record',
        redFlag: true,
        cue: 'technical',
        teaches: 0,
        explanation:
          'A 38-year-old with no credit history before eight months ago is unusual. Synthetic identities are "born" when the criminal first applies.',
      },
      {
        id: 'phone-line',
        label: 'Mobile number',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          "Real people rarely share a mobile number with strangers. One number on several applications under different names is a fraud ring's mark.",
      },
      {
        id: 'selfie-line',
        label: 'Selfie check',
        redFlag: true,
        cue: 'visual',
        teaches: 2,
        explanation:
          'Repeated failures, then a pass with a different photo, suggest someone trying faces until one gets through.',
      },
      {
        id: 'score-line',
        label: 'Credit score',
        redFlag: true,
        cue: 'tactics',
        teaches: 3,
        explanation:
          'A score built fast by being added to other people\'s cards is "piggybacking", a common way to grow a fake identity\'s credit.',
      },
    ],
    inRealLife:
      "Decline the application and refer it to the bank's fraud department with the linked applications. The bank lists confirmed fraud with the Southern African Fraud Prevention Service (SAFPS), and opens a case with SAPS when a ring is involved.",
  },
  {
    id: 'SyntIdentityTheft-d2',
    fraudId: 'SyntIdentityTheft',
    title: 'A letter addressed to your son',
    setting: 'international',
    scenario:
      'You live in the United States. Your son Leo is 12 and has never had a bank account or a card. This letter arrives addressed to him.',
    artefact: {
      medium: 'letter',
      from: {
        name: 'Lakeshore Card Services',
        address: 'PO Box 4471, Lakeshore City',
        email: 'collections@lakeshorecards.example',
        hotspot: 'letterhead',
      },
      to: 'Leo Brennan, 14 Alder Row',
      date: 'Thu 5 Mar 2026',
      reference: 'Card account ending 6620',
      currency: 'USD',
      lines: [],
      body: [
        [{ text: 'Dear Leo Brennan,', hotspot: 'greeting' }],
        [
          {
            text: 'Your Lakeshore Platinum card, opened on 14 June 2025, is now 90 days past due.',
            hotspot: 'account-line',
          },
        ],
        [
          {
            text: 'Balance due: $4,870.15 on a credit limit of $5,000.00.',
            hotspot: 'balance-line',
          },
        ],
        [
          {
            text: 'To avoid a mark on your credit file, call us on +1 202 555 0119 or pay at lakeshorecards.example/pay.',
            hotspot: 'contact-line',
          },
        ],
        ['Yours sincerely, Collections Department'],
      ],
    },
    legitimate: false,
    rightDecisions: ['report', 'verify'],
    decisionExplanation:
      "Whether or not the letter itself is genuine, a card account in a 12-year-old's name means someone is using his identity. Report it and check with the lender on a number you find yourself; do not pay.",
    alignment: {
      rating: 'low',
      reason: 'A debt letter to a child is plainly out of place, which makes it easy to notice.',
    },
    hotspots: [
      {
        id: 'letterhead',
        label: 'Letterhead',
        redFlag: false,
        explanation:
          'The letterhead looks like an ordinary card company. Looks prove nothing, which is why you check by a number you find yourself.',
      },
      {
        id: 'greeting',
        label: 'Greeting',
        redFlag: true,
        cue: 'language',
        teaches: 5,
        explanation:
          "Debt letters addressed to a child are a classic sign that a criminal has built a credit record on the child's identity number.",
      },
      {
        id: 'account-line',
        label: 'Line about the card',
        redFlag: true,
        cue: 'language',
        teaches: 5,
        explanation:
          'Nobody in your family opened this account. Letters about accounts you never opened mean fraud.',
      },
      {
        id: 'balance-line',
        label: 'Balance line',
        redFlag: true,
        cue: 'tactics',
        teaches: 4,
        explanation:
          'A card used almost to its limit and then abandoned is the "bust-out" at the end of a synthetic identity scheme.',
      },
      {
        id: 'contact-line',
        label: 'Contact line',
        redFlag: false,
        explanation:
          "Contact details alone do not show fraud. Still, find the lender's number yourself rather than using the letter's, and do not pay a debt that is not yours.",
      },
    ],
    inRealLife:
      "Call the lender's fraud department on a number from its official website and say the account is fraud. Ask the credit bureaus to freeze your son's credit, and report the identity theft. In the United States you can report it to the FBI Internet Crime Complaint Center (IC3); in the United Kingdom, to Report Fraud.",
  },
  {
    id: 'SyntIdentityTheft-d3',
    fraudId: 'SyntIdentityTheft',
    title: 'An application from a young applicant',
    setting: 'za',
    scenario:
      'You are a credit officer at Marula Bank. The system has passed this application to you for a final decision.',
    artefact: {
      medium: 'web',
      url: 'https://lending.marulabank.example/review/APP-56107',
      padlock: true,
      title: 'Personal loan application APP-56107',
      body: [
        [
          {
            text: 'Applicant: Ayanda Khumalo, age 23. ID checked with Home Affairs; selfie check passed on the first try.',
            hotspot: 'identity-line',
          },
          ' ',
          {
            text: 'Note: the photo on her ID was taken at 16 and looks quite different from the selfie.',
            hotspot: 'photo-line',
          },
        ],
        [
          {
            text: 'Credit record: one store card, opened 14 months ago. No other history.',
            hotspot: 'history-line',
          },
        ],
        [
          {
            text: 'Home address: shared with two existing Marula Bank customers, Sipho and Grace Khumalo.',
            hotspot: 'address-line',
          },
        ],
        [
          {
            text: 'Employer: Umhlanga Dental Practice, first job since graduating. Three payslips match the salary paid into her Marula account.',
            hotspot: 'employer-line',
          },
        ],
        [{ text: 'Loan requested: R25 000 for a car deposit.', hotspot: 'loan-line' }],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'This is a real young adult with a thin but normal credit record. Her identity checks passed, her salary is paid into the bank, and the shared address is her family home.',
    alignment: {
      rating: 'high',
      reason: 'A first loan for a young graduate is an everyday application.',
    },
    hotspots: [
      {
        id: 'identity-line',
        label: 'Applicant and identity checks',
        redFlag: false,
        explanation: 'The ID and selfie checks both passed first time, with no retries.',
      },
      {
        id: 'photo-line',
        label: 'Note about the ID photo',
        redFlag: false,
        cue: 'visual',
        explanation:
          'A face that does not match can point to a faked identity. A seven-year-old ID photo of a teenager often looks different, and the live selfie check passed first time.',
      },
      {
        id: 'history-line',
        label: 'Credit record',
        redFlag: false,
        cue: 'technical',
        explanation:
          'Little credit history is a warning sign in someone in their thirties or forties. At 23, one store card is a normal start.',
      },
      {
        id: 'address-line',
        label: 'Home address',
        redFlag: false,
        cue: 'technical',
        explanation:
          'Shared addresses can link fraud rings, so this can look alarming. Here the others share her surname and are most likely her parents, already known to the bank.',
      },
      {
        id: 'employer-line',
        label: 'Employer and payslips',
        redFlag: false,
        cue: 'language',
        explanation:
          'A first job with only three payslips gives little to judge by. But payslips that match real salary paid into the bank are strong evidence that she is who she says.',
      },
      {
        id: 'loan-line',
        label: 'Loan requested',
        redFlag: false,
        explanation: 'A small loan that fits her salary. Nothing unusual.',
      },
    ],
    inRealLife:
      "Approve it if she meets the bank's lending rules. Refer an application to the fraud department only when the warning signs add up, and report confirmed fraud to the Southern African Fraud Prevention Service (SAFPS).",
  },
];
