import {
  BANK_FRAUD_LINE,
  IC3,
  REPORT_FRAUD_UK,
  SAPS_AND_HAWKS,
  withHow,
} from '../reporting-channels';
import type { FraudContent, Source } from '../types';

const motauReport: Source = {
  title: 'R2bn looted from "corrupt, rotten" VBS Bank, says report',
  publisher: 'Daily Maverick',
  year: 2018,
  url: 'https://www.dailymaverick.co.za/article/2018-10-10-r2bn-looted-from-corrupt-rotten-vbs-bank-says-report/',
};

const motauHighlights: Source = {
  title: 'VBS Mutual Bank report: 5 things from "The Great Bank Heist" that shocked us',
  publisher: 'Business Insider South Africa',
  year: 2018,
  url: 'https://www.businessinsider.co.za/vbs-mutual-bank-report-terry-motau-the-great-heist-greatest-hits-2018-10',
};

const matodziSentence: Source = {
  title:
    'Mastermind behind VBS Mutual Bank collapse, Tshifhiwa Matodzi, sentenced to 495 years imprisonment',
  publisher: 'IOL',
  year: 2024,
  url: 'https://www.iol.co.za/news/crime-and-courts/mastermind-behind-vbs-mutual-bank-collapse-tshifhiwa-matodzi-sentenced-to-495-years-imprisonment-2c282da6-7386-4171-b1e4-c420c6925424',
};

const acfe2024: Source = {
  title: 'Occupational Fraud 2024: A Report to the Nations',
  publisher: 'Association of Certified Fraud Examiners (ACFE)',
  year: 2024,
  url: 'https://legacy.acfe.com/report-to-the-nations/2024/',
};

export const fraud: FraudContent = {
  id: 'InsiderFraud',
  summary:
    'Someone inside the organisation abuses trusted access to steal money or data, hide losses or help outside criminals.',
  whatItIs: [
    'Insider fraud is fraud by people the organisation trusts: employees, managers, directors, contractors and temporary staff. They use access they were properly given. With it they steal funds, create fake loans or payments, or falsify records. Some sell customer data, or open the door for outside criminals.',
    'It is hard to catch because insiders know where the controls are weak, and what they do looks normal in the logs. Many have clean records when they are hired. Pressure such as debt, a grudge or a chance that seems too easy often comes later. That is why checks at the door are not enough.',
  ],
  howItWorks: [
    'The insider notices a gap. Perhaps they can both create and approve a payment, or there is an account that nobody reviews.',
    'They test it with a small transaction and watch whether anyone notices.',
    'They repeat it, often through dormant accounts, fake suppliers or loans to friends. They hide the trail with manual changes to records or by overriding controls.',
    'If colleagues or managers join in, they can get around checks that need two people.',
    'The scheme grows until a tip-off, an audit, a failed cover-up or a cash shortfall exposes it.',
  ],
  warningSigns: [
    'A staff member who never takes leave and will not hand over work, so nobody else sees their files.',
    'A lifestyle clearly beyond their salary, or visible money trouble.',
    'Frequent overrides, manual changes or "exceptions" approved by the same person.',
    'An unusually close tie to one supplier or customer.',
    'Access to systems or data outside their role, logins at odd hours, or large downloads.',
    'Getting defensive or irritable when anyone asks about their work.',
    'Dormant customer accounts that suddenly become active, or complaints about transactions customers did not make.',
  ],
  realCase: {
    title: 'VBS Mutual Bank: "The Great Bank Heist"',
    where: 'South Africa, 2015 to 2018',
    whatHappened: [
      'VBS Mutual Bank, a small bank based in Limpopo, collapsed in 2018. It ran short of the cash it needed to meet its obligations, and on 11 March 2018 the Minister of Finance placed it under curatorship. Advocate Terry Motau led an investigation, published in October 2018 as "The Great Bank Heist". It found that about R1.89 billion had been paid out without proper basis to 53 people and companies between 2015 and 2018.',
      'The money went mostly to bank executives, its shareholder Vele Investments and people linked to them. The report named former chairperson Tshifhiwa Matodzi as the kingpin. It found that he received about R326 million, directly and through others. It said the bank was corrupt to the core, with hardly anyone in authority untouched. Town councils and pensioners lost deposits they had trusted to the bank.',
      'In July 2024 Matodzi pleaded guilty to 33 counts, including fraud, theft, corruption, money laundering and racketeering. He will serve an effective 15 years in prison. The former finance chief, Phillip Truter, had turned state witness and was sentenced in 2020. The case shows what happens when the people at the top can override every control.',
    ],
    source: motauReport,
  },
  statistics: [
    {
      text: 'Fraud examiners looked at 1,921 cases of fraud by staff against their employers, from 138 countries. The cases were investigated from January 2022 to September 2023. Losses topped US$3.1 billion, with a median of US$145,000 per case. The examiners estimate that organisations lose about 5% of revenue a year this way.',
      year: 2023,
      source: acfe2024,
    },
    {
      text: 'Tips first exposed 43% of these frauds, and about half of the tips came from employees. External audit came only seventh among the ways frauds were first found.',
      year: 2023,
      source: acfe2024,
    },
    {
      text: 'Owners and senior managers committed far fewer of the frauds than junior staff, but their frauds caused much larger losses.',
      year: 2023,
      source: acfe2024,
    },
  ],
  whoIsTargeted: [
    'Every organisation is exposed, and banks more than most, because staff handle money, customer data and credit decisions every day. Risky roles include branch staff with access to dormant accounts, loan officers, and payment and treasury teams. Others are IT administrators with wide system rights, and call-centre agents who can see customer details.',
    'Senior people can do the most damage, because they can override controls and are rarely questioned. Outside gangs also recruit insiders. They pay them for customer data, or to approve fake loans and account changes.',
  ],
  howToDefend: [
    '[Segregation of Duties](/defenses/SegregationOfDuties) and the [Principle of Least Privilege](/defenses/PrincipleOfLeastPrivilege) do the heavy lifting. Splitting who requests, approves and records a payment means one person cannot both commit and hide a fraud. Give each person only the access their job needs, and review it regularly. Grant admin rights only for a short task. That limits what any insider can reach. Both work well against a lone insider. But neither stops people who collude, or bosses who override the rules.',
    '[Regular Audits](/defenses/RegularAudits) are weak in their basic form: a yearly external audit rarely finds fraud, as the figures above show. Quarterly internal audits, surprise checks and above all constant monitoring of every transaction catch much more. [Network Monitoring](/defenses/NetworkMonitoring) helps a little. Behaviour analytics can flag odd logins and bulk downloads, but an insider using normal access looks normal.',
    '[Background Checks and Screening](/defenses/BackgroundChecks) help least, because many insiders pass their hiring checks and only turn dishonest later. Checking staff in sensitive roles again at regular intervals does somewhat better. Finally, make speaking up easy and safe. Tips are the top way frauds are found, and an anonymous hotline costs little. Compulsory leave brings hidden work to light.',
  ],
  ifItHappensToYou: {
    steps: [
      'If you suspect a colleague, do not confront them or investigate alone. That can tip them off and destroy evidence.',
      'Write down what you saw, when, and which systems or accounts were involved.',
      'Report it through your ethics or whistle-blowing hotline, or to internal audit or compliance.',
      "If you are a customer and see transactions you did not make, call your bank's fraud line using the number on your card.",
      'Serious cases should go to SAPS; the Hawks handle major commercial crime.',
    ],
    southAfrica: [
      {
        name: "Your employer's whistle-blowing hotline",
        how: 'Report anonymously if you prefer. The Protected Disclosures Act of 2000, widened in 2017, protects employees and other workers, including contractors, who report crime or other wrongdoing at work. They may not be punished at work for it.',
      },
      SAPS_AND_HAWKS,
      withHow(
        BANK_FRAUD_LINE,
        'Customers who spot unknown transactions should call the number on their card or in the official app.',
      ),
    ],
    international: [
      withHow(
        REPORT_FRAUD_UK,
        'Report fraud in England, Wales and Northern Ireland. It replaced Action Fraud in December 2025.',
      ),
      IC3,
    ],
  },
  glossary: [
    {
      term: 'Occupational fraud',
      definition: 'Fraud by a person against the organisation they work for, using their job.',
    },
    {
      term: 'Collusion',
      definition: 'Two or more people secretly working together to get around a control.',
    },
    {
      term: 'Segregation of duties',
      definition: 'Splitting a task so that no one person can both carry it out and hide it.',
    },
    {
      term: 'Least privilege',
      definition:
        'Giving each person only the access they need for their job, for only as long as they need it.',
    },
    {
      term: 'Whistle-blower',
      definition: 'A person who reports wrongdoing inside an organisation.',
    },
  ],
  quiz: [
    {
      id: 'InsiderFraud-1',
      kind: 'knowledge',
      prompt:
        'According to the ACFE study, what is the most common way insider frauds are first found?',
      options: [
        {
          text: 'The annual external audit',
          explanation: 'External audit came only seventh among the ways frauds were first found.',
          correct: false,
        },
        {
          text: 'Tips, mostly from employees',
          explanation:
            'Correct. 43% of frauds were first found through tips, which is why safe reporting channels matter.',
          correct: true,
        },
        {
          text: 'Police investigations',
          explanation: 'Police usually get involved after the fraud has already been found.',
          correct: false,
        },
      ],
    },
    {
      id: 'InsiderFraud-2',
      kind: 'scenario',
      prompt:
        'A teller at your branch has not taken leave in three years, always insists on handling the same dormant accounts, and recently bought an expensive car. What should you do?',
      options: [
        {
          text: 'Confront the teller in front of colleagues',
          explanation:
            'Confronting a suspect can tip them off and lead to evidence being destroyed.',
          correct: false,
        },
        {
          text: 'Ignore it, because there is no proof',
          explanation: 'You do not need proof to report a concern; investigators will gather it.',
          correct: false,
        },
        {
          text: 'Note what you have seen and report it through the whistle-blowing hotline or to compliance',
          explanation:
            'Right. These are classic red flags, and reporting lets trained people look into them safely.',
          correct: true,
        },
      ],
    },
    {
      id: 'InsiderFraud-3',
      kind: 'knowledge',
      prompt: 'Why is segregation of duties so effective against a lone insider?',
      options: [
        {
          text: 'Because one person cannot both carry out a transaction and hide it',
          explanation:
            'Correct. Splitting request, approval and recording forces a fraudster to recruit others, which is harder and riskier.',
          correct: true,
        },
        {
          text: 'Because it records every keystroke staff make',
          explanation: 'That would be monitoring, not segregation of duties.',
          correct: false,
        },
        {
          text: 'Because it checks staff criminal records every year',
          explanation: 'That is screening, a different and weaker control.',
          correct: false,
        },
      ],
    },
    {
      id: 'InsiderFraud-4',
      kind: 'knowledge',
      prompt: 'What is the main weakness of segregation of duties?',
      options: [
        {
          text: 'It is illegal in South Africa',
          explanation: 'It is a standard, lawful internal control.',
          correct: false,
        },
        {
          text: 'It only works for IT systems',
          explanation: 'It applies to any process, such as payments, lending and supplier set-up.',
          correct: false,
        },
        {
          text: 'It makes every payment take weeks',
          explanation: 'Well-designed approvals add little delay.',
          correct: false,
        },
        {
          text: 'It cannot stop people who collude or senior managers who override it',
          explanation:
            'Right. The VBS case showed what happens when the people at the top can override every control.',
          correct: true,
        },
      ],
    },
    {
      id: 'InsiderFraud-5',
      kind: 'knowledge',
      prompt: 'Why do pre-employment background checks stop few insider frauds?',
      options: [
        {
          text: 'Because many insiders pass their hiring checks and only turn dishonest later',
          explanation:
            'Correct. Pressure such as debt often arrives years after hiring, so regular re-screening and other controls matter more.',
          correct: true,
        },
        {
          text: 'Because banks are not allowed to check references',
          explanation: 'Banks can check references and identity with the candidate’s consent.',
          correct: false,
        },
        {
          text: 'Because fraudsters always use fake names',
          explanation:
            'Most insiders work under their real names; that is what makes them insiders.',
          correct: false,
        },
      ],
    },
    {
      id: 'InsiderFraud-6',
      kind: 'scenario',
      prompt:
        'An IT administrator at your bank has permanent access to every customer database, although her job only needs two of them. Which control should you apply?',
      options: [
        {
          text: 'An annual awareness course',
          explanation: 'Training does not remove access that an insider could misuse.',
          correct: false,
        },
        {
          text: 'The principle of least privilege, with admin rights granted only when needed',
          explanation:
            'Right. Cutting access to what the job needs, and granting extra rights only for a short task, limits what any insider can reach.',
          correct: true,
        },
        {
          text: 'A tamper-evident seal on her computer',
          explanation: 'A seal does nothing to limit what she can do through the network.',
          correct: false,
        },
      ],
    },
    {
      id: 'InsiderFraud-7',
      kind: 'knowledge',
      prompt: 'In the VBS Mutual Bank case, who received most of the money?',
      options: [
        {
          text: 'Foreign hackers who broke into the bank',
          explanation: 'The money was not stolen by hackers; it was paid out by people inside.',
          correct: false,
        },
        {
          text: 'Ordinary customers who took out loans',
          explanation: 'Depositors, including municipalities and pensioners, were the victims.',
          correct: false,
        },
        {
          text: 'Bank executives, the main shareholder and connected people',
          explanation:
            'Correct. The Motau report found about R1.89 billion went to 53 people and companies, led by the chairperson.',
          correct: true,
        },
      ],
    },
    {
      id: 'InsiderFraud-8',
      kind: 'scenario',
      prompt:
        'A colleague who approves supplier payments asks you to “just sign” a batch without looking, because the auditors are coming and time is short. What should you do?',
      options: [
        {
          text: 'Sign, since your colleague is senior and trusted',
          explanation:
            'Signing without checking turns a two-person control into a one-person control.',
          correct: false,
        },
        {
          text: 'Check the batch properly before signing, and report the pressure if it continues',
          explanation:
            'Right. The second signature is only a control if it is a real check, and pressure to skip it is a red flag.',
          correct: true,
        },
        {
          text: 'Sign half the batch to save time',
          explanation: 'A partial check still lets unchecked payments through.',
          correct: false,
        },
        {
          text: 'Ask the auditors to sign instead',
          explanation: 'Auditors check controls; they should not run them.',
          correct: false,
        },
      ],
    },
    {
      id: 'InsiderFraud-9',
      kind: 'knowledge',
      prompt: 'Which level of regular audits catches insider fraud best?',
      options: [
        {
          text: 'An annual external audit',
          explanation:
            'It is sample-based and once a year, and first detects only a few percent of frauds.',
          correct: false,
        },
        {
          text: 'A yearly letter asking staff to confirm they are honest',
          explanation: 'A signed statement does not test any transactions.',
          correct: false,
        },
        {
          text: 'Continuous controls monitoring of every transaction',
          explanation:
            'Correct. Checking every transaction flags odd patterns within days instead of months.',
          correct: true,
        },
      ],
    },
    {
      id: 'InsiderFraud-10',
      kind: 'knowledge',
      prompt: 'What does South Africa’s Protected Disclosures Act do?',
      options: [
        {
          text: 'It protects employees and other workers who report wrongdoing at work from being punished for it',
          explanation:
            'Right. It exists so that staff can speak up without fear of losing their jobs.',
          correct: true,
        },
        {
          text: 'It forces every bank to publish its fraud losses',
          explanation: 'That is not what the Act covers.',
          correct: false,
        },
        {
          text: 'It lets employers read staff email without permission',
          explanation: 'The Act is about protecting whistle-blowers, not monitoring staff.',
          correct: false,
        },
      ],
    },
  ],
  sources: [motauReport, motauHighlights, matodziSentence, acfe2024],
};
