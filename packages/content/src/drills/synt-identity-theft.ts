import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'SyntIdentityTheft-d1',
    twin: 'SyntIdentityTheft-d4',
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
            text: 'Applicant: Thabo J. Mokoena, age 38. Credit record: first account opened 8 months ago, nothing before that.',
            hotspot: 'applicant-line',
          },
        ],
        [
          {
            text: 'Loan requested: R180 000 over 60 months, to pay off two overdue store cards and an urgent car repair.',
            hotspot: 'loan-line',
          },
        ],
        [
          {
            text: 'Employer: Sable Logistics, joined 4 months ago. Salary: R38 500 a month. Payslip uploaded.',
            hotspot: 'employer-line',
          },
        ],
        [
          {
            text: 'Mobile number: 072 555 0148, also on 3 other applications this month, under other names.',
            hotspot: 'phone-line',
          },
        ],
        [
          {
            text: 'Credit score: 742, up from none in 6 months, mostly as an additional card holder on 5 cards held by other people.',
            hotspot: 'score-line',
          },
        ],
        [
          {
            text: 'Selfie check: failed once in poor light, then passed on the second try with the same face.',
            hotspot: 'selfie-line',
          },
        ],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      "This applicant shows the pattern of a made-up identity: a 38-year-old with no past, a number shared with other applicants and a score built on other people's cards. Decline it and refer it to the fraud team.",
    alignment: {
      rating: 'high',
      reason:
        'Credit officers review applications like this all day, and most of the details look tidy.',
    },
    hotspots: [
      {
        id: 'applicant-line',
        label: 'Applicant and credit record',
        redFlag: true,
        cue: 'technical',
        teaches: 0,
        explanation:
          'A 38-year-old whose credit record starts eight months ago is unusual. Made-up identities are "born" when the criminal first applies for credit.',
      },
      {
        id: 'loan-line',
        label: 'Loan requested',
        redFlag: false,
        cue: 'language',
        explanation:
          'Overdue store cards and an urgent repair can sound worrying, but they are a question of credit risk, not of identity. People often borrow to clear debts like these, and the amount fits his salary.',
      },
      {
        id: 'employer-line',
        label: 'Employer and salary',
        redFlag: false,
        explanation:
          'A new job is common and is not a sign of a made-up person. Payslips are easy to fake, so this line proves little either way.',
      },
      {
        id: 'phone-line',
        label: 'Mobile number',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          'Real people rarely share a mobile number with strangers. One number on several applications under different names is the mark of a fraud ring.',
      },
      {
        id: 'score-line',
        label: 'Credit score',
        redFlag: true,
        cue: 'tactics',
        teaches: 3,
        explanation:
          'A score that jumped from nothing in six months by riding on other people\'s cards is "piggybacking". It is a common way to grow a made-up identity\'s credit.',
      },
      {
        id: 'selfie-line',
        label: 'Selfie check',
        redFlag: false,
        explanation:
          'One failed selfie in poor light, then a pass with the same face, is normal. Repeated failures, or a pass with a different photo, would be the warning sign.',
      },
    ],
    inRealLife:
      "Decline the application and refer it to the bank's fraud department with the linked applications. The bank lists confirmed fraud with the Southern African Fraud Prevention Service (SAFPS), and opens a case with SAPS when a ring is involved. [Read the Synthetic Identity Theft page](/frauds/SyntIdentityTheft)",
    variants: [
      {
        swap: {
          'Thabo J. Mokoena': 'Sizwe M. Dube',
          'APP-55812': 'APP-60394',
          'Sable Logistics': 'Kingfisher Freight',
          '072 555 0148': '073 555 0162',
          'R180 000': 'R150 000',
        },
      },
      {
        swap: {
          'Thabo J. Mokoena': 'Pieter J. van Wyk',
          'APP-55812': 'APP-58027',
          'Sable Logistics': 'Baobab Couriers',
          'R38 500': 'R41 200',
          Marula: 'Kiaat',
          marula: 'kiaat',
        },
      },
    ],
  },
  {
    id: 'SyntIdentityTheft-d2',
    twin: 'SyntIdentityTheft-d6',
    fraudId: 'SyntIdentityTheft',
    title: 'A letter addressed to your son',
    setting: 'international',
    scenario:
      'You live in the United States, and your son Leo is 12. Last June you opened a Junior Saver account for him at Lakeshore Bank, and he has no other account or card; this letter arrives addressed to him.',
    artefact: {
      medium: 'letter',
      from: {
        name: 'Lakeshore Bank',
        address: '200 Lake Street, Lakeshore City',
        email: 'letters@lakeshorebank.example',
        hotspot: 'letterhead',
      },
      to: 'Leo Brennan, 14 Alder Row',
      date: 'Thu 5 Mar 2026',
      reference: 'Customer reference LB-77310',
      currency: 'USD',
      lines: [],
      body: [
        [{ text: 'Dear Mr Leo Brennan,', hotspot: 'greeting' }],
        [
          {
            text: 'Your Lakeshore Platinum credit card, opened on 2 September 2025, is now 90 days past due.',
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
            text: 'Questions? Call us on +1 202 555 0119 or visit lakeshorebank.example. We will never ask for your PIN or password.',
            hotspot: 'contact-line',
          },
        ],
        [{ text: 'Yours sincerely, Customer Care, Lakeshore Bank', hotspot: 'sign-off' }],
      ],
    },
    legitimate: false,
    rightDecisions: ['report', 'verify'],
    decisionExplanation:
      "Whether or not the letter itself is real, a credit card in a 12-year-old's name means someone has built a credit record on his identity. Report it and call the bank on a number you find yourself; do not pay.",
    alignment: {
      rating: 'low',
      reason: 'A credit card letter to a child is out of place, which makes it easier to notice.',
    },
    hotspots: [
      {
        id: 'letterhead',
        label: 'Letterhead',
        redFlag: false,
        explanation:
          'It is the bank where Leo has his savings account, so a letter from it is not odd. The letterhead is not what gives this one away.',
      },
      {
        id: 'greeting',
        label: 'Greeting',
        redFlag: true,
        cue: 'language',
        teaches: 5,
        explanation:
          'The letter calls your 12-year-old "Mr", so the lender has him on file as an adult. A credit record attached to a child\'s identity is a classic sign of this fraud.',
      },
      {
        id: 'account-line',
        label: 'Line about the account',
        redFlag: true,
        cue: 'language',
        teaches: 5,
        explanation:
          'Leo has no card, and nobody in your family opened one. A letter about an account you never opened means someone is using his identity.',
      },
      {
        id: 'balance-line',
        label: 'Balance line',
        redFlag: true,
        cue: 'tactics',
        teaches: 4,
        explanation:
          'A card run up almost to its limit and then left unpaid is the "bust-out" at the end of a synthetic identity scheme.',
      },
      {
        id: 'contact-line',
        label: 'Contact line',
        redFlag: false,
        cue: 'language',
        explanation:
          "A line about your PIN and password can sound alarming, but banks print it on their letters and it asks for nothing. Still, find the bank's number yourself rather than using the letter's, and do not pay a debt that is not yours.",
      },
      {
        id: 'sign-off',
        label: 'Sign-off',
        redFlag: false,
        explanation:
          'A plain sign-off from customer care is what banks send. It tells you nothing either way.',
      },
    ],
    inRealLife:
      "Call the bank's fraud department on a number from its official website and say the account is fraud. Ask the credit bureaus to freeze your son's credit, and report the identity theft: in the United States to the FBI Internet Crime Complaint Center (IC3), in the United Kingdom to Report Fraud. [Read the Synthetic Identity Theft page](/frauds/SyntIdentityTheft)",
    variants: [
      {
        swap: {
          Leo: 'Noah',
          Brennan: 'Kowalski',
          Lakeshore: 'Fairhaven',
          lakeshorebank: 'fairhavenbank',
          'LB-77310': 'FB-40862',
          '$4,870.15': '$4,912.60',
        },
      },
      {
        swap: {
          Leo: 'Owen',
          Brennan: 'Delgado',
          '14 Alder Row': '9 Birch Lane',
          '+1 202 555 0119': '+1 312 555 0152',
          '2 September 2025': '17 October 2025',
          'Thu 5 Mar 2026': 'Mon 9 Mar 2026',
        },
      },
    ],
  },
  {
    id: 'SyntIdentityTheft-d3',
    twin: 'SyntIdentityTheft-d5',
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
        [
          {
            text: 'Loan requested: R25 000 for a car deposit. She asks for payment today if it is approved.',
            hotspot: 'loan-line',
          },
        ],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'This is a real young adult with a thin but normal credit record. Her selfie passed first time, her salary is paid into the bank, and the people at her address share her surname.',
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
          'A first job with only three payslips gives little to judge by. But payslips that match a real salary paid into the bank are good evidence that she is who she says.',
      },
      {
        id: 'loan-line',
        label: 'Loan requested',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'Asking for the money today can look like a rush, but buyers often have a car waiting at the dealer. The loan is small and fits her salary.',
      },
    ],
    inRealLife:
      "Approve it if she meets the bank's lending rules. Refer an application to the fraud department only when the warning signs add up, and report confirmed fraud to the Southern African Fraud Prevention Service (SAFPS). [Read the Synthetic Identity Theft page](/frauds/SyntIdentityTheft)",
    variants: [
      {
        swap: {
          Ayanda: 'Nandi',
          Khumalo: 'Ndlovu',
          'Sipho and Grace': 'Bheki and Thandeka',
          'Umhlanga Dental Practice': 'Westville Dental Practice',
          'APP-56107': 'APP-59341',
          'R25 000': 'R30 000',
        },
      },
      {
        swap: {
          Ayanda: 'Lerato',
          Khumalo: 'Mabaso',
          'Sipho and Grace': 'Jabu and Zodwa',
          'Umhlanga Dental Practice': 'Ballito Family Dentists',
          Marula: 'Kiaat',
          marula: 'kiaat',
        },
      },
    ],
  },
  {
    id: 'SyntIdentityTheft-d4',
    twin: 'SyntIdentityTheft-d1',
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
            text: 'Applicant: Thabo J. Mokoena, age 38. Credit record: first account, a car loan, opened 16 years ago and paid off.',
            hotspot: 'applicant-line',
          },
        ],
        [
          {
            text: 'Loan requested: R180 000 over 60 months, to pay off two overdue store cards and an urgent car repair.',
            hotspot: 'loan-line',
          },
        ],
        [
          {
            text: 'Employer: Sable Logistics, joined 4 months ago. Salary: R38 500 a month. Payslip uploaded.',
            hotspot: 'employer-line',
          },
        ],
        [
          {
            text: 'Mobile number: 072 555 0148, on this application only.',
            hotspot: 'phone-line',
          },
        ],
        [
          {
            text: 'Credit score: 742, built over 16 years on his own car loan, home loan and one credit card.',
            hotspot: 'score-line',
          },
        ],
        [
          {
            text: 'Selfie check: failed once in poor light, then passed on the second try with the same face.',
            hotspot: 'selfie-line',
          },
        ],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'Everything on the page fits one real person: a credit record as long as his adult life, a number nobody else uses and a score built on his own accounts. The new job and the selfie retry are ordinary, so decide it on the usual lending rules.',
    alignment: {
      rating: 'high',
      reason: 'Credit officers review applications like this all day.',
    },
    hotspots: [
      {
        id: 'applicant-line',
        label: 'Applicant and credit record',
        redFlag: false,
        explanation:
          'A credit record that starts 16 years ago fits a 38-year-old. A long, ordinary history is hard for a made-up identity to fake.',
      },
      {
        id: 'loan-line',
        label: 'Loan requested',
        redFlag: false,
        cue: 'language',
        explanation:
          'Overdue store cards and an urgent repair can sound worrying, but they are a question of credit risk, not of identity. People often borrow to clear debts like these, and the amount fits his salary.',
      },
      {
        id: 'employer-line',
        label: 'Employer and salary',
        redFlag: false,
        cue: 'language',
        explanation:
          'A job of only four months can make a lender nervous, but people change jobs all the time. It says nothing about whether he is a real person.',
      },
      {
        id: 'phone-line',
        label: 'Mobile number',
        redFlag: false,
        explanation:
          'His number appears on no other application. Contact details that belong to one person are what you expect.',
      },
      {
        id: 'score-line',
        label: 'Credit score',
        redFlag: false,
        explanation:
          "A good score built slowly on his own accounts is how real credit grows. Nothing suggests he is riding on other people's cards.",
      },
      {
        id: 'selfie-line',
        label: 'Selfie check',
        redFlag: false,
        cue: 'visual',
        explanation:
          'A failed selfie can look alarming, but one failure in poor light and then a pass with the same face is normal. Repeated failures with different photos would be the warning sign.',
      },
    ],
    inRealLife:
      'Approve an application like this if it meets the lending rules. Refer one to the fraud department only when signs such as shared numbers or a borrowed credit score add up, and report confirmed fraud to the Southern African Fraud Prevention Service (SAFPS). [Read the Synthetic Identity Theft page](/frauds/SyntIdentityTheft)',
    variants: [
      {
        swap: {
          'Thabo J. Mokoena': 'Kagiso T. Molefe',
          'APP-55812': 'APP-61458',
          'Sable Logistics': 'Amberley Freight',
          '072 555 0148': '076 555 0131',
          'R38 500': 'R36 900',
        },
      },
      {
        swap: {
          'Thabo J. Mokoena': 'Rohan K. Pillay',
          'APP-55812': 'APP-57290',
          'Sable Logistics': 'Tugela Transport',
          'R180 000': 'R165 000',
          Marula: 'Kiaat',
          marula: 'kiaat',
        },
      },
    ],
  },
  {
    id: 'SyntIdentityTheft-d5',
    twin: 'SyntIdentityTheft-d3',
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
            text: 'Applicant: Ayanda Khumalo, age 23. ID checked with Home Affairs; selfie check failed 3 times, then passed with a different photo.',
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
            text: 'Credit record: one store card, opened 14 months ago. Score rose to 760 in 6 months as an additional card holder on 4 cards held by people with other surnames.',
            hotspot: 'history-line',
          },
        ],
        [
          {
            text: 'Home address: shared with 4 other applicants this month, none of them Marula Bank customers and none named Khumalo.',
            hotspot: 'address-line',
          },
        ],
        [
          {
            text: 'Employer: Umhlanga Dental Practice, first job since graduating. Three payslips match the salary paid into her Marula account.',
            hotspot: 'employer-line',
          },
        ],
        [
          {
            text: 'Loan requested: R25 000 for a car deposit. She asks for payment today if it is approved.',
            hotspot: 'loan-line',
          },
        ],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      "Her age makes a thin record normal, but the rest is the pattern of a made-up identity: a selfie that passed only with a different photo, an address shared with strangers and a score borrowed from other people's cards. Refer it to the fraud team.",
    alignment: {
      rating: 'high',
      reason: 'A first loan for a young graduate is an everyday application.',
    },
    hotspots: [
      {
        id: 'identity-line',
        label: 'Applicant and identity checks',
        redFlag: true,
        cue: 'visual',
        teaches: 2,
        explanation:
          'Three failed selfies, then a pass with a different photo, suggest someone trying faces until one gets through. A real applicant passes with her own face.',
      },
      {
        id: 'photo-line',
        label: 'Note about the ID photo',
        redFlag: false,
        explanation:
          'An ID photo taken at 16 often looks different from a face at 23. On its own, this note is not the warning sign.',
      },
      {
        id: 'history-line',
        label: 'Credit record',
        redFlag: true,
        cue: 'tactics',
        teaches: 3,
        explanation:
          'One store card is normal at 23, but a score raised fast on the cards of unrelated people is "piggybacking". It is a common way to grow a made-up identity\'s credit.',
      },
      {
        id: 'address-line',
        label: 'Home address',
        redFlag: true,
        cue: 'technical',
        teaches: 1,
        explanation:
          'Four unrelated applicants at one address in a month is how fraud rings show up in the data. A family home is shared by people who are related.',
      },
      {
        id: 'employer-line',
        label: 'Employer and payslips',
        redFlag: false,
        explanation:
          'Salary paid into the bank is a good sign, but a ring can pay money in for months to make an identity look real. The other lines are what give this one away.',
      },
      {
        id: 'loan-line',
        label: 'Loan requested',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'Asking for the money today can look like a rush, but buyers often have a car waiting at the dealer. The loan is small, and nothing about the amount stands out.',
      },
    ],
    inRealLife:
      "Decline the application and refer it to the bank's fraud department with the linked applications. The bank lists confirmed fraud with the Southern African Fraud Prevention Service (SAFPS), and opens a case with SAPS when a ring is involved. [Read the Synthetic Identity Theft page](/frauds/SyntIdentityTheft)",
    variants: [
      {
        swap: {
          Ayanda: 'Zinhle',
          Khumalo: 'Shabalala',
          'Umhlanga Dental Practice': 'Berea Dental Practice',
          'APP-56107': 'APP-62815',
          'R25 000': 'R28 000',
        },
      },
      {
        swap: {
          Ayanda: 'Palesa',
          Khumalo: 'Radebe',
          'Umhlanga Dental Practice': 'Durbanville Dental Rooms',
          Marula: 'Kiaat',
          marula: 'kiaat',
          'APP-56107': 'APP-54720',
        },
      },
    ],
  },
  {
    id: 'SyntIdentityTheft-d6',
    twin: 'SyntIdentityTheft-d2',
    fraudId: 'SyntIdentityTheft',
    title: 'A letter addressed to your son',
    setting: 'international',
    scenario:
      'You live in the United States, and your son Leo is 12. Last June you opened a Junior Saver account for him at Lakeshore Bank, and he has no other account or card; this letter arrives addressed to him.',
    artefact: {
      medium: 'letter',
      from: {
        name: 'Lakeshore Bank',
        address: '200 Lake Street, Lakeshore City',
        email: 'letters@lakeshorebank.example',
        hotspot: 'letterhead',
      },
      to: 'Leo Brennan, 14 Alder Row',
      date: 'Thu 5 Mar 2026',
      reference: 'Customer reference LB-77310',
      currency: 'USD',
      lines: [],
      body: [
        [{ text: 'Dear Leo,', hotspot: 'greeting' }],
        [
          {
            text: 'Your Junior Saver account, opened on 14 June 2025, earned $1.12 in interest this quarter.',
            hotspot: 'account-line',
          },
        ],
        [
          {
            text: 'Balance: $312.40. Well done for saving something every month!',
            hotspot: 'balance-line',
          },
        ],
        [
          {
            text: 'Questions? Call us on +1 202 555 0119 or visit lakeshorebank.example. We will never ask for your PIN or password.',
            hotspot: 'contact-line',
          },
        ],
        [{ text: 'Yours sincerely, Customer Care, Lakeshore Bank', hotspot: 'sign-off' }],
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'The letter is about the savings account you opened for Leo in June, written to him as a child, with no debt and no request. Nothing in it points to an account you do not know.',
    alignment: {
      rating: 'high',
      reason: 'You opened this account for your son, and banks write to young savers.',
    },
    hotspots: [
      {
        id: 'letterhead',
        label: 'Letterhead',
        redFlag: false,
        explanation:
          "It is the bank where you opened Leo's savings account. A letter from it is expected.",
      },
      {
        id: 'greeting',
        label: 'Greeting',
        redFlag: false,
        explanation:
          'The bank writes to Leo by his first name, as banks write to young savers. Nothing suggests it has him on file as an adult.',
      },
      {
        id: 'account-line',
        label: 'Line about the account',
        redFlag: false,
        cue: 'language',
        explanation:
          "A bank letter about an account in your child's name can be alarming. This is the savings account you opened in June, and the date matches.",
      },
      {
        id: 'balance-line',
        label: 'Balance line',
        redFlag: false,
        explanation:
          'A small savings balance and a word of praise are what a junior account statement looks like. There is no debt and no credit limit.',
      },
      {
        id: 'contact-line',
        label: 'Contact line',
        redFlag: false,
        cue: 'language',
        explanation:
          "A line about your PIN and password can sound alarming, but banks print it on their letters. Here it sits beside the bank's own number and website, and nothing asks you to call or pay.",
      },
      {
        id: 'sign-off',
        label: 'Sign-off',
        redFlag: false,
        explanation:
          'A plain sign-off from customer care is what banks send. It tells you nothing either way.',
      },
    ],
    inRealLife:
      "Keep letters about your child's own accounts and look at the balance now and then. If a letter ever mentions credit or a debt in a child's name, call the lender on a number from its official website, freeze the child's credit with the bureaus and report the identity theft to the FBI Internet Crime Complaint Center (IC3). [Read the Synthetic Identity Theft page](/frauds/SyntIdentityTheft)",
    variants: [
      {
        swap: {
          Leo: 'Theo',
          Brennan: 'Hartley',
          Lakeshore: 'Fairhaven',
          lakeshorebank: 'fairhavenbank',
          'LB-77310': 'FB-52917',
          '$312.40': '$268.90',
        },
      },
      {
        swap: {
          Leo: 'Sam',
          Brennan: 'Okoye',
          '14 Alder Row': '27 Willow Court',
          '$1.12': '$0.94',
          '$312.40': '$255.75',
          '+1 202 555 0119': '+1 202 555 0184',
        },
      },
    ],
  },
];
