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
    'Many schemes need the insider to keep hold of the same work, so compulsory leave and job rotation (moving staff between duties) often bring them to light.',
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
        'According to the ACFE study, what is the most common way that frauds by staff are first found?',
      options: [
        {
          text: 'The yearly external audit',
          explanation:
            'External audit came only seventh among the ways frauds were first found. It checks samples once a year.',
          correct: false,
        },
        {
          text: 'Routine internal audit reviews',
          explanation:
            'Internal audit finds some frauds, but far fewer than tips. People who work alongside the fraudster notice things first.',
          correct: false,
        },
        {
          text: 'Tips from staff and others',
          explanation:
            'Tips first exposed 43% of frauds, and about half came from employees. That is why a safe, anonymous hotline matters so much.',
          correct: true,
        },
        {
          text: 'Automated bank reconciliations',
          explanation:
            'Reconciliations catch some errors, but insiders know how to make records line up. Tips remain the top way frauds come to light.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'When fraud examiners traced how schemes by staff were first uncovered, which route came out on top?',
          options: [
            { text: "An outside auditor's annual review of the books" },
            { text: 'Scheduled checks by internal audit' },
            { text: 'Word from anyone who noticed something odd' },
            { text: "Automatic matching of the bank's records" },
          ],
        },
      ],
    },
    {
      id: 'InsiderFraud-2',
      kind: 'scenario',
      prompt:
        'Bongani, a teller at your branch, has not taken leave in three years, insists on handling the same dormant accounts, and recently bought an expensive car. What should you do?',
      options: [
        {
          text: 'Tell the ethics line what you saw, since Bongani must not be warned.',
          explanation:
            'These are classic warning signs. A written note and a report let trained people look into it safely, without tipping him off.',
          correct: true,
        },
        {
          text: 'Ask Bongani in private where the money for the new car came from.',
          explanation:
            'Confronting a suspect can tip them off and lead to evidence being destroyed. Leave the questions to investigators.',
          correct: false,
        },
        {
          text: 'Wait until you have proof, since a new car on its own is not a crime.',
          explanation:
            'You do not need proof to report a concern. Together, these signs are enough, and investigators will gather the evidence.',
          correct: false,
        },
        {
          text: 'Check his dormant accounts yourself after hours to gather proof first.',
          explanation:
            'Investigating alone can alert him and spoil the evidence, and you may be using access your own job does not need.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Lerato, a back-office clerk in your branch, hasn't taken a day's leave in four years, guards the same group of inactive accounts and has just bought a house far beyond her salary. What do you do?",
          options: [
            {
              text: "Raise it with compliance quietly, as Lerato mustn't hear of it.",
              explanation:
                'Together these are classic warning signs. A quiet report lets trained people look into it without tipping her off or putting evidence at risk.',
            },
            { text: 'Ask Lerato privately how she could afford the new house.' },
            { text: 'Hold off until you have firm evidence, as buying a house is no crime.' },
            {
              text: 'Review her inactive accounts after work to collect evidence first.',
              explanation:
                'Investigating alone can alert her and spoil the evidence, and you may be using access your own job does not need.',
            },
          ],
        },
      ],
    },
    {
      id: 'InsiderFraud-5',
      kind: 'knowledge',
      prompt: 'Why do background checks at hiring stop few insider frauds?',
      options: [
        {
          text: 'Banks are not allowed to check the criminal records of job applicants.',
          explanation:
            'Employers can screen candidates with their consent. The checks work as designed; the problem is what happens after hiring.',
          correct: false,
        },
        {
          text: 'Most insider fraudsters apply under false names that the checks miss.',
          explanation:
            'Insiders usually work under their real names. Many have clean records when they are hired.',
          correct: false,
        },
        {
          text: 'Most pass at hiring and turn later, since debts come afterwards.',
          explanation:
            '[Background checks](/defenses/BackgroundChecks) look at the past. Debt, a grudge or an easy chance often comes years after hiring.',
          correct: true,
        },
        {
          text: 'Checks look at credit history, which has little link to fraud risk.',
          explanation:
            'Money trouble is in fact a warning sign of insider fraud. The limit of hiring checks is that pressure can arrive later.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Screening at the point of hiring catches few of the staff who later defraud their employer. Why is that?',
          options: [
            { text: "The law bars banks from looking at applicants' criminal records." },
            { text: 'Most fraudsters join under fake identities that the screening misses.' },
            { text: 'Most are clean when hired, and money pressure comes afterwards.' },
            { text: 'Screening looks at credit history, which says little about fraud risk.' },
          ],
        },
      ],
    },
    {
      id: 'InsiderFraud-6',
      kind: 'scenario',
      prompt:
        'Marlene, an IT administrator at your bank, has permanent access to every customer database, although her job needs two of them. Which control should you apply?',
      options: [
        {
          text: 'An annual awareness course that reminds her of her duty to protect data.',
          explanation:
            'Training does not remove access that an insider, or a criminal who steals her login, could misuse.',
          correct: false,
        },
        {
          text: 'A background check, repeated each year, to confirm she is still trustworthy.',
          explanation:
            'Re-screening helps a little, but she would still hold access her job does not need. The gap stays open.',
          correct: false,
        },
        {
          text: 'Network monitoring that logs her activity, so misuse is noticed later.',
          explanation:
            'An insider using normal access looks normal in the logs. Removing access she does not need works better than watching it.',
          correct: false,
        },
        {
          text: 'Trim her rights to the two databases her work needs, since more is a risk.',
          explanation:
            'The [principle of least privilege](/defenses/PrincipleOfLeastPrivilege) limits what any insider can reach. Admin rights should be granted for a short task, then removed.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'Pieter, a database administrator at your bank, holds standing rights to twelve customer systems, though his duties involve just three of them. Which control fits best?',
          options: [
            {
              text: 'A yearly course that trains him to guard customer data with care.',
              explanation:
                'Training leaves the extra access in place, where an insider, or a criminal who steals his login, could misuse it.',
            },
            {
              text: 'Fresh background screening each year to confirm he can still be trusted.',
              explanation:
                'Re-screening helps a little, but he would still hold rights to nine systems his job does not need. The gap stays open.',
            },
            {
              text: 'Tools that monitor and log his activity for later review.',
              explanation:
                'An insider using normal access looks normal in the logs. Taking away access he does not need works better than watching it.',
            },
            { text: 'Cut his rights back to the three systems his duties involve.' },
          ],
        },
      ],
    },
    {
      id: 'InsiderFraud-7',
      kind: 'knowledge',
      prompt: 'In the VBS Mutual Bank case, who received most of the money?',
      options: [
        {
          text: "Hackers abroad who broke into the bank's payment systems",
          explanation:
            'Nobody hacked VBS. The money was paid out by people inside the bank who could override its controls.',
          correct: false,
        },
        {
          text: "The bank's own bosses, its owner company and their associates",
          explanation:
            'The Motau report found about R1.89 billion was paid out without proper basis to 53 people and companies, with the chairperson named as the kingpin.',
          correct: true,
        },
        {
          text: 'Borrowers who took out large loans and then failed to repay them',
          explanation:
            'Bad loans were not the story. Town councils and pensioners who had deposited money were among the victims.',
          correct: false,
        },
        {
          text: 'Junior tellers who took money from dormant customer accounts',
          explanation:
            'The report pointed to people at the top, not junior staff. Hardly anyone in authority was untouched.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'According to the Motau report, where did most of the roughly R1.89 billion taken out of VBS Mutual Bank end up?',
          options: [
            { text: "With foreign hackers who got into the bank's payment platform" },
            { text: "With the bank's leaders, its owning company and their circle" },
            { text: 'With customers who borrowed heavily and then defaulted' },
            { text: 'With junior counter staff who drained dormant customer accounts' },
          ],
        },
      ],
    },
    {
      id: 'InsiderFraud-10',
      kind: 'knowledge',
      prompt: "What does South Africa's Protected Disclosures Act do?",
      options: [
        {
          text: 'It shields people who speak up about crime at their workplace from reprisals.',
          explanation:
            'It covers employees and other workers, including contractors, so they can speak up without fear of losing their jobs.',
          correct: true,
        },
        {
          text: 'It makes banks publish each year how much they have lost to fraud by staff.',
          explanation: 'The Act is about people who speak up, not about publishing losses.',
          correct: false,
        },
        {
          text: 'It lets employers read staff email and chats when they suspect fraud.',
          explanation:
            'The Act protects whistle-blowers. It says nothing about monitoring staff messages.',
          correct: false,
        },
        {
          text: 'It requires staff to report fraud to the police before telling their employer.',
          explanation:
            "Staff can report through their employer's hotline, internal audit or compliance. The Act protects them whichever proper route they use.",
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Which of these describes the purpose of South Africa's Protected Disclosures Act?",
          options: [
            { text: 'It stops employers penalising staff who blow the whistle on crime.' },
            { text: 'It obliges banks to disclose their yearly losses to staff fraud.' },
            {
              text: "It allows employers to read workers' emails and chats if fraud is suspected.",
            },
            { text: 'It forces staff to go to the police before they tell their employer.' },
          ],
        },
      ],
    },
    {
      id: 'InsiderFraud-11',
      kind: 'scenario',
      prompt:
        "You manage Ruth, a clerk who has not taken leave for two years and won't let anyone else handle the branch suspense account while she is away. What should you do?",
      options: [
        {
          text: 'Thank her for her commitment and let her carry on, since the work gets done.',
          explanation:
            'A staff member who skips leave and will not hand over work is a classic warning sign. Nobody else ever sees her files.',
          correct: false,
        },
        {
          text: 'Ask her to sign a yearly statement that she has followed the bank rules.',
          explanation:
            'A signed statement tests nothing. Someone hiding a scheme will sign it without a second thought.',
          correct: false,
        },
        {
          text: 'Make her take leave, since someone else doing her work may spot problems.',
          explanation:
            'Compulsory leave puts fresh eyes on the work. A scheme that needs her constant presence tends to come to light while she is gone.',
          correct: true,
        },
        {
          text: 'Check some of her reconciliations yourself and let it go if they look fine.',
          explanation:
            'An insider knows how to make a few records look right. Handing the work to someone else for a while tests it far better.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Sipho, a supervisor who reports to you, has skipped his annual leave three years running and refuses to let anyone else touch the supplier payments ledger while he is out. What should you do?',
          options: [
            {
              text: 'Praise his dedication and leave things as they are, as the work gets done.',
              explanation:
                'A staff member who skips leave and will not hand over work is a classic warning sign. Nobody else ever sees his ledger.',
            },
            { text: 'Have him confirm on a signed yearly form that he follows the rules.' },
            {
              text: 'Insist he goes on leave, as whoever covers the ledger may spot issues.',
              explanation:
                'Compulsory leave puts fresh eyes on the work. A scheme that needs his constant presence tends to come to light while he is away.',
            },
            {
              text: 'Review a sample of his ledger entries yourself and move on if they look right.',
            },
          ],
        },
      ],
    },
    {
      id: 'InsiderFraud-12',
      kind: 'knowledge',
      prompt: 'Why do compulsory leave and job rotation help to expose insider fraud?',
      options: [
        {
          text: 'Rested staff make fewer mistakes, and mistakes cause most insider fraud.',
          explanation:
            'Insider fraud is deliberate, not a mistake. The point of leave and rotation is that someone else sees the work.',
          correct: false,
        },
        {
          text: 'Staff on leave cannot log in, which stops them moving money while away.',
          explanation:
            'Blocking log-ins is a side effect at most. The real value is that another person takes over the files.',
          correct: false,
        },
        {
          text: 'Someone else takes over the work and may see what the insider was hiding in it.',
          explanation:
            'Many schemes need the insider to keep hold of the same work. When another person steps in, the gaps and fake entries show.',
          correct: true,
        },
        {
          text: 'Moving staff around makes it harder for outside gangs to recruit them.',
          explanation:
            'Gangs can approach staff in any role. Leave and rotation work because a new person looks at the old work.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'How does making staff take leave, or moving them between duties, help uncover insider fraud?',
          options: [
            { text: 'Well-rested staff slip up less, and slips are behind most insider fraud.' },
            { text: 'People on leave are locked out and cannot move money while away.' },
            { text: 'A stand-in handles the work and may notice what was being concealed.' },
            { text: 'Rotating people makes it harder for criminal gangs to recruit them.' },
          ],
        },
      ],
    },
    {
      id: 'InsiderFraud-13',
      kind: 'scenario',
      prompt:
        'Access logs show that Zodwa, a call-centre agent, opened 400 customer profiles yesterday, most not linked to her calls, and downloaded a customer list at 23:00. What is the right response?',
      options: [
        {
          text: 'Pass what Zodwa did to security or compliance, since it is a warning sign.',
          explanation:
            'Access outside her role, odd-hour log-ins and large downloads are all listed signs. Reporting lets trained people look into it.',
          correct: true,
        },
        {
          text: 'Ignore it, since she has proper access and the system allowed the searches.',
          explanation:
            'Insiders abuse access they were properly given. Looking at data outside her calls, at odd hours, is a warning sign.',
          correct: false,
        },
        {
          text: 'Ask Zodwa about it at her desk, so that she has a fair chance to explain.',
          explanation:
            'Confronting her can tip her off and destroy evidence. Investigators can give her a fair hearing later.',
          correct: false,
        },
        {
          text: 'Log her access to data outside her role for a month before telling anyone.',
          explanation:
            'Watching her alone for a month is investigating by yourself, and it gives her time to copy more data. Pass what you saw to security or compliance now.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "System logs show that Kagiso, who works on the bank's help desk, viewed 350 customer records on Tuesday, mostly unrelated to his tickets, and exported a client list at 02:00. What should you do?",
          options: [
            {
              text: "Report Kagiso's activity to security, as it is a red flag.",
              explanation:
                'Looking at records outside his role, logging in at odd hours and large exports are all warning signs. A report lets trained people look into it.',
            },
            {
              text: 'Let it go, as his access is legitimate and the system let him do it.',
              explanation:
                'Insiders abuse access they were properly given. Viewing records unrelated to his tickets, in the middle of the night, is a warning sign.',
            },
            {
              text: 'Ask Kagiso about it face to face so he can give his side of the story.',
              explanation:
                'Confronting him can tip him off and lead to evidence being destroyed. Investigators can give him a fair hearing later.',
            },
            {
              text: 'Keep a private log of his lookups for a month before telling anyone.',
              explanation:
                'Watching him alone for a month is investigating by yourself, and it gives him time to copy more data. Pass what you saw to security or compliance now.',
            },
          ],
        },
      ],
    },
    {
      id: 'InsiderFraud-14',
      kind: 'scenario',
      prompt:
        'At a braai, a stranger offers Themba, a call-centre agent at a bank, R5,000 for each list of customer names, phone numbers and balances he can pass on. Themba says no. What should he do next?',
      options: [
        {
          text: 'Forget about it, since he refused and no customer data left the bank.',
          explanation:
            'Outside gangs recruit insiders. If they approached Themba, they may approach his colleagues next, so the bank needs to know.',
          correct: false,
        },
        {
          text: "Report the approach to his bank's security, since gangs recruit staff.",
          explanation:
            'Gangs pay insiders for customer data. A report helps the bank warn staff and protect customers before someone says yes.',
          correct: true,
        },
        {
          text: 'Agree to meet again, so he can collect evidence to hand to the police.',
          explanation:
            'Playing along is risky and can make him look involved. Report it and let the bank and police decide what to do.',
          correct: false,
        },
        {
          text: 'Post a warning about the stranger on social media to alert colleagues.',
          explanation:
            "A public post can warn the gang and spoil an investigation. The bank's security team can warn staff properly.",
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "After a five-a-side football game, a man offers Nomsa, who works in a bank's card division, R7,500 for every batch of customer names, numbers and balances she can supply. She turns him down. What next?",
          options: [
            {
              text: 'Let it drop, as she said no and no customer data left the bank.',
              explanation:
                'Outside gangs recruit insiders. If they approached Nomsa, they may try her colleagues next, so the bank needs to know.',
            },
            { text: "Tell her bank's security team about the approach, as others may be next." },
            {
              text: 'Arrange another meeting to gather evidence and report him to the police later.',
              explanation:
                'Playing along is risky and can make her look involved. Report it now and let the bank and the police decide what to do.',
            },
            { text: 'Post a warning about the man online to alert her co-workers.' },
          ],
        },
      ],
    },
    {
      id: 'InsiderFraud-15',
      kind: 'scenario',
      prompt:
        'You suspect that your team leader, Johan, is changing loan records to approve loans for his friends. You plan to copy his files after hours to build a case first. Is that wise?',
      options: [
        {
          text: 'Yes: a report without proof will be ignored, so gather evidence first.',
          explanation:
            'You do not need proof to report a concern. Investigating alone can tip him off and destroy the evidence you want.',
          correct: false,
        },
        {
          text: "No: do not copy Johan's files; note the facts and report them instead.",
          explanation:
            'Note what you saw, when, and which systems or accounts were involved, then use the hotline, internal audit or compliance.',
          correct: true,
        },
        {
          text: 'Yes, as long as you copy the files to a private drive that is kept safe.',
          explanation:
            'Copying his files uses access your job does not need and could break the rules you are trying to protect. Report it instead.',
          correct: false,
        },
        {
          text: 'No: tell Johan what you have noticed, so he can explain before you act.',
          explanation:
            'Confronting a suspect can tip them off and lead to evidence being destroyed. Report it without warning him.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'You believe your supervisor, Thandeka, is editing credit records so that loans to her relatives get approved. You intend to copy her files late one evening to build a case first. Is that a good idea?',
          options: [
            {
              text: 'Yes: nobody acts on a report without proof; gather it first.',
              explanation:
                'You do not need proof to report a concern. Investigating alone can tip her off and destroy the evidence you want.',
            },
            { text: 'No. Keep out of her files, jot down the details and use the hotline.' },
            {
              text: 'Yes, if the copies go on a private drive you keep locked away.',
              explanation:
                'Copying her files uses access your job does not need and could break the very rules you want to protect. Report it instead.',
            },
            {
              text: 'No: raise it with Thandeka first and give her the chance to explain.',
              explanation:
                'Confronting a suspect can tip them off and lead to evidence being destroyed. Report it without warning her.',
            },
          ],
        },
      ],
    },
    {
      id: 'InsiderFraud-16',
      kind: 'scenario',
      prompt:
        'Six months ago, Priya moved from the payments team to marketing. An access review shows that she can still create and release payments. What should happen?',
      options: [
        {
          text: 'Leave it, since she is trusted and has not misused her access so far.',
          explanation:
            'Many insiders have clean records until pressure arrives. Access a job does not need is a gap waiting to be used.',
          correct: false,
        },
        {
          text: 'Hold it open in case she is needed to help the payments team again.',
          explanation:
            'If she is needed, extra rights can be granted for that short task and then removed. Standing access is the risk.',
          correct: false,
        },
        {
          text: 'Keep the access but ask her manager to watch her payments for a while.',
          explanation:
            'Watching does not close the gap, and a marketing manager is not placed to judge payments. Remove what she does not need.',
          correct: false,
        },
        {
          text: 'Remove her payment access now; her job in marketing has no need for it.',
          explanation:
            'Least privilege means each person has only the access their job needs, reviewed regularly. Old rights left behind are a classic gap.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'Last year Ayanda transferred from the treasury desk to human resources. A quarterly access review finds she can still set up and approve outgoing payments. What should be done?',
          options: [
            { text: 'Leave her rights alone; she is trusted and has not abused them yet.' },
            {
              text: 'Keep them open for when treasury needs her help again.',
              explanation:
                'If treasury needs her, extra rights can be granted for that short task and then removed. Standing access is the risk.',
            },
            {
              text: 'Keep the rights but have her HR manager keep an eye on her payments.',
              explanation:
                'Watching does not close the gap, and an HR manager is not placed to judge payments. Remove what she does not need.',
            },
            { text: 'Withdraw the payment rights; her HR role does not call for them.' },
          ],
        },
      ],
    },
    {
      id: 'InsiderFraud-17',
      kind: 'knowledge',
      prompt: 'Why is insider fraud hard to catch?',
      options: [
        {
          text: 'Most insiders hack in from home, and logs point to an outside attacker.',
          explanation: 'Insiders use access they were properly given. They do not need to hack in.',
          correct: false,
        },
        {
          text: 'People inside know the blind spots, and their actions look like ordinary work.',
          explanation:
            'They know the gaps, and using normal access looks normal in the logs. That is why monitoring alone catches little.',
          correct: true,
        },
        {
          text: 'Insiders usually have hidden criminal records that employers cannot see.',
          explanation:
            'Many insiders have clean records when hired. Pressure such as debt or a grudge often comes later.',
          correct: false,
        },
        {
          text: 'Banks may not look at staff activity logs under South African privacy law.',
          explanation:
            "Banks can and do monitor activity on their own systems. The difficulty is that an insider's activity looks like normal work.",
          correct: false,
        },
      ],
      variants: [
        {
          prompt: "What makes fraud by an organisation's own people so difficult to detect?",
          options: [
            { text: 'Most of them break in remotely and the logs blame an outside hacker.' },
            { text: 'They know the weak spots, and what they do passes as routine.' },
            { text: 'They tend to have secret criminal pasts that employers cannot see.' },
            { text: 'Privacy law in South Africa bars banks from reading staff activity logs.' },
          ],
        },
      ],
    },
    {
      id: 'InsiderFraud-18',
      kind: 'scenario',
      prompt:
        'HR at Umoya Bank says the treasury dealers passed criminal and credit checks when they were hired, some ten years ago, so no more checks are needed. What would you advise?',
      options: [
        {
          text: 'Agree, since people who pass checks at hiring rarely change later in life.',
          explanation:
            'Many insiders pass their hiring checks and only turn dishonest later, when debt or a grudge comes along.',
          correct: false,
        },
        {
          text: 'Add longer interviews for new dealers, since risk is best caught at the door.',
          explanation:
            'Checks at the door are not enough, because pressure often arrives years after someone joins.',
          correct: false,
        },
        {
          text: 'Ask the dealers to confirm each year in writing that their finances are fine.',
          explanation:
            'A self-declaration depends on the honesty of the person it is meant to test. It checks nothing.',
          correct: false,
        },
        {
          text: 'Screen dealers again at set times: money trouble can start long after hiring.',
          explanation:
            'Re-screening people in sensitive roles does somewhat better than a one-off check, because it catches changes such as new debts.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'The HR head at Ridgeway Bank argues that its foreign-exchange traders were vetted for crime and debt when they joined, about eight years back, and need no further screening. What is your advice?',
          options: [
            { text: 'Agree: people who pass vetting at hiring seldom change later on.' },
            { text: 'Make interviews for new traders tougher and stop the risk at entry.' },
            { text: 'Ask the traders to sign a yearly form saying their finances are healthy.' },
            { text: 'Vet the traders again regularly; debt can arise years after they join.' },
          ],
        },
      ],
    },
    {
      id: 'InsiderFraud-19',
      kind: 'scenario',
      prompt:
        "Your late father's savings account at Kestrel Bank had not been used for years. While sorting out his estate, you see several withdrawals made last month. What should you do?",
      options: [
        {
          text: 'Visit the branch and ask the staff who look after the account to explain.',
          explanation:
            "If an insider is behind it, the branch staff may be the very people involved. Use the bank's fraud line instead.",
          correct: false,
        },
        {
          text: "Ring Kestrel Bank's fraud line on its official number to stop more money moving.",
          explanation:
            'Dormant accounts that suddenly become active are a classic sign of insider fraud. The fraud line is separate from the branch.',
          correct: true,
        },
        {
          text: 'Wait for the next statement, in case the withdrawals are bank charges.',
          explanation:
            'Charges do not look like a series of withdrawals. Waiting gives whoever did it more time to empty the account.',
          correct: false,
        },
        {
          text: 'Email the branch manager with the details and wait for a written reply.',
          explanation:
            'A slow email to the branch gives any insider time to cover their tracks. Call the fraud line straight away.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "While winding up your late aunt's estate, you find that her fixed-deposit account at Heron Bank, untouched for years, has had three withdrawals in the past few weeks. What should you do?",
          options: [
            {
              text: 'Go to the branch and ask the staff who manage her account for an explanation.',
              explanation:
                "If an insider is behind it, the branch staff may be the very people involved. Use the bank's fraud line instead.",
            },
            {
              text: "Ring Heron Bank's anti-fraud desk on its officially listed line.",
              explanation:
                'Dormant accounts that suddenly become active are a classic sign of insider fraud. The anti-fraud desk is separate from the branch.',
            },
            { text: 'Wait for the next statement; these may just be bank charges.' },
            { text: 'Email the branch manager the details and wait for a written answer.' },
          ],
        },
      ],
    },
    {
      id: 'InsiderFraud-20',
      kind: 'knowledge',
      prompt:
        'What did the ACFE study find about frauds by owners and senior managers, compared with junior staff?',
      options: [
        {
          text: 'They were more common than frauds by junior staff but caused smaller losses.',
          explanation:
            'It was the other way round. Senior people committed fewer frauds, but each one cost far more.',
          correct: false,
        },
        {
          text: 'They were as common as frauds by junior staff and caused similar losses.',
          explanation:
            'The study found a clear difference. Fewer frauds came from the top, but those did the most damage.',
          correct: false,
        },
        {
          text: 'They were rarer than frauds by junior staff and caused smaller losses.',
          explanation:
            'They were rarer, but not smaller. Senior people can override controls and are rarely questioned, so their frauds grow large.',
          correct: false,
        },
        {
          text: 'They were rarer than frauds by junior staff, yet each one cost far more.',
          explanation:
            'Senior people can override controls and are rarely questioned. The VBS case shows how far that can go.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'In the ACFE study, how did frauds by bosses and owners compare with frauds by junior employees?',
          options: [
            { text: 'Fraud from the top was more frequent, but the losses were smaller.' },
            { text: 'Fraud from the top was just as frequent, with losses of similar size.' },
            { text: 'Fraud from the top was rarer, and the losses were smaller as well.' },
            { text: 'Fraud from the top was rarer, but the losses were far bigger.' },
          ],
        },
      ],
    },
  ],
  sources: [motauReport, motauHighlights, matodziSentence, acfe2024],
};
