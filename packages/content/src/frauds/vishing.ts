import { BANK_FRAUD_LINE, IC3, REPORT_FRAUD_UK, SAFPS, SAPS, withHow } from '../reporting-channels';
import type { FraudContent, Source } from '../types';

const mgmCost: Source = {
  title: 'MGM ransomware attack costs $100 million in busy month for breaches',
  publisher: 'CSO Online',
  year: 2023,
  url: 'https://www.csoonline.com/article/654846/mgm-ransomware-attack-costs-100-million-in-busy-month-for-breaches.html',
};

const mgmHelpDesk: Source = {
  title: 'Russian hacker gang caused MGM Resorts outage, post says',
  publisher: 'Las Vegas Review-Journal',
  year: 2023,
  url: 'https://www.reviewjournal.com/business/casinos-gaming/russian-hacker-gang-caused-mgm-resorts-outage-post-says-2903998/',
};

const cisaScatteredSpider: Source = {
  title: 'Scattered Spider (Cybersecurity Advisory AA23-320A)',
  publisher: 'CISA and FBI',
  year: 2023,
  url: 'https://www.cisa.gov/news-events/cybersecurity-advisories/aa23-320a',
};

const sabric2024: Source = {
  title: 'Digital banking fraud doubled in 2024 (SABRIC Annual Crime Statistics 2024)',
  publisher: 'Stuff (stuff.co.za)',
  year: 2025,
  url: 'https://stuff.co.za/2025/09/03/digital-banking-fraud-doubled-in-2024-as-ai',
};

const ukFinance2025: Source = {
  title: 'Annual Fraud Report 2025',
  publisher: 'UK Finance',
  year: 2025,
  url: 'https://www.ukfinance.org.uk/policy-and-guidance/reports-and-publications/annual-fraud-report-2025',
};

export const fraud: FraudContent = {
  id: 'Vishing',
  summary:
    'Vishing is phishing by phone: a caller pretends to be your bank, the police or IT support to get codes, passwords or a payment.',
  whatItIs: [
    "Vishing means voice phishing. A criminal phones you, or leaves a message asking you to call back, and pretends to be someone you trust: your bank's fraud team, the police, a government office or your company's IT help desk. The caller sounds professional and may already know your name and bank.",
    "The aim is to make you act on the spot: read out a one-time PIN (OTP), approve a payment in your banking app, move money to a 'safe account' or reset a password. Often a phishing SMS or email comes first and the 'bank' calls to follow it up. Caller ID proves nothing, because criminals can make a real bank's number appear on your screen. This trick is called spoofing.",
  ],
  howItWorks: [
    'The criminal gathers details first, from LinkedIn, leaked data or card numbers bought online.',
    'They call, often with a spoofed caller ID, and claim an emergency such as fraud on the account or a criminal case.',
    'They read out what they already know to build trust, and add fear and time pressure.',
    'They ask for the one thing they still need: an OTP, an app approval, a password reset or a transfer to a "safe account".',
    'They use it at once, keeping the victim on the line so they cannot call the real bank.',
    'Against companies, the caller poses as an employee and asks the IT help desk to reset a password or multi-factor authentication (MFA).',
  ],
  warningSigns: [
    "An unexpected call from your 'bank' asking for a card number, CVV, PIN, password or OTP.",
    "A request to move money to a 'safe account', or to buy vouchers or crypto to 'protect' your funds. Banks and police never ask for this.",
    'Threats and a deadline: arrest, or a frozen account unless you act now.',
    'The caller tells you not to hang up, not to tell anyone, or not to go into a branch.',
    "The caller ID shows your bank's real number. Numbers can be faked, so this proves nothing.",
    "The caller asks you to install an app so they can 'help' on your phone or computer.",
    'For help-desk staff: an urgent password or MFA reset, often blamed on a new phone, from a caller who cannot pass a call-back check.',
  ],
  realCase: {
    title: 'MGM Resorts: a phone call to the help desk and a US$100 million hit',
    where: 'United States, 2023',
    whatHappened: [
      'In September 2023 a cyberattack shut down large parts of MGM Resorts, which runs many of the biggest casino hotels in Las Vegas. Slot machines, digital room keys, bookings and card payments stopped working. MGM found the attack on 10 September and kept systems shut for about 10 days.',
      'The attackers, linked to the ALPHV ransomware gang and the group known as Scattered Spider, told security researchers how they got in. They said they found an MGM employee on LinkedIn and phoned the IT help desk pretending to be that person, in a call of about 10 minutes. MGM has not confirmed this account, but US agencies later warned that the same group often calls help desks posing as staff to get passwords and MFA reset.',
      "In a filing with US regulators, MGM estimated the attack cut about US$100 million from its quarterly earnings, plus under US$10 million in one-time costs. Some customers' personal data was also stolen.",
    ],
    source: mgmCost,
  },
  statistics: [
    {
      text: 'South African banks reported 86% more digital banking fraud incidents in 2024 than in 2023, and 74% higher losses. SABRIC said the rise came mainly from phishing, vishing and other social engineering, not from technical breaches of bank systems.',
      year: 2024,
      source: sabric2024,
    },
    {
      text: 'In the UK, 16% of authorised push payment scam cases in 2024 started through phone networks, according to UK Finance.',
      year: 2024,
      source: ukFinance2025,
    },
  ],
  whoIsTargeted: [
    'Anyone with a bank account can get these calls. Criminals often follow up a phishing email or SMS with a call, so people who have just received a suspicious message are at extra risk. Business owners and finance staff are targeted for larger payments.',
    'Inside organisations, IT help desks and call-centre agents are prime targets, because they can reset passwords and MFA, change contact details or unblock cards. Criminals also phone branch staff pretending to be head office.',
  ],
  howToDefend: [
    'The strongest defence is [Verification Protocols](/defenses/VerificationProtocols): never act on an incoming call alone. Customers should hang up and call the bank on the number printed on their card. Help desks should call staff back on the number on file before any password or MFA reset, use code words for sensitive requests, and check every high-risk request through a second, independent channel. A criminal can fake a voice and a caller ID, but not a call-back to a number they do not control.',
    "[User Education and Training](/defenses/UserEducation) matters a little more here than for phishing, because a simple rule beats a clever script: the bank will never ask for your PIN, password or OTP, or ask you to move money to keep it safe. A yearly course barely helps; regular reminders and a culture where staff feel safe to refuse an 'urgent' caller help much more.",
    '[Deepfake Detection](/defenses/DeepfakeDetection) adds only a little. Criminals can now clone a voice with AI, and people cannot reliably hear the difference. Detection tools on calls catch some fakes, but a call-back check is far more dependable.',
  ],
  ifItHappensToYou: {
    steps: [
      'Hang up. Do not call back on any number the caller gave you.',
      "Call your bank's fraud line on the number on your card or in the official app, ideally from another phone, and ask it to block cards and stop payments.",
      'If you shared an OTP or password, or installed an app, tell the bank, change your passwords and remove the app.',
      'If you gave out your ID details, apply for SAFPS Protective Registration.',
      'Open a case at a police station if money was lost, and write down the time, number and what the caller said.',
    ],
    southAfrica: [BANK_FRAUD_LINE, SAPS, SAFPS],
    international: [
      REPORT_FRAUD_UK,
      withHow(IC3, 'Report scam calls and fraud involving US companies or victims.'),
    ],
  },
  glossary: [
    { term: 'Vishing', definition: 'Voice phishing: fraud carried out by phone or internet call.' },
    {
      term: 'Caller ID spoofing',
      definition:
        'Faking the number shown on your phone so a call seems to come from a trusted organisation.',
    },
    {
      term: 'Safe account scam',
      definition:
        'A con in which a fake bank or police caller persuades you to move your money to an account the criminal controls.',
    },
    {
      term: 'Call-back check',
      definition:
        'Ending a call and phoning the person or organisation back on a number you already trust.',
    },
    {
      term: 'Social engineering',
      definition:
        'Tricking people, rather than computers, into giving access, information or money.',
    },
  ],
  quiz: [
    {
      id: 'Vishing-1',
      kind: 'scenario',
      prompt:
        "Your phone shows your bank's real number. The caller says your card is being used in another city and asks you to read out the OTP they just sent 'to cancel the transaction'. What do you do?",
      options: [
        {
          text: "Read out the OTP, because the call comes from the bank's real number.",
          explanation:
            'Caller ID can be faked. The OTP is most likely approving a payment or login for the criminal.',
          correct: false,
        },
        {
          text: 'Hang up and call the bank on the number printed on your card.',
          explanation:
            'This is the safe move. The real bank can check your card, and a criminal cannot intercept a call you make to a known number.',
          correct: true,
        },
        {
          text: 'Ask the caller to confirm your ID number first, then share the OTP.',
          explanation:
            'Criminals often already have your personal details. Knowing them proves nothing.',
          correct: false,
        },
      ],
    },
    {
      id: 'Vishing-2',
      kind: 'knowledge',
      prompt: "Why does the caller ID showing your bank's number prove nothing?",
      options: [
        {
          text: 'Because banks never phone customers.',
          explanation:
            'Banks do sometimes call customers. The point is that you cannot trust the number shown.',
          correct: false,
        },
        {
          text: 'Because bank numbers change every week.',
          explanation:
            'They do not. The problem is that criminals can fake whatever number appears.',
          correct: false,
        },
        {
          text: 'Because criminals can make any number appear on your screen, a trick called spoofing.',
          explanation:
            'Correct. Spoofing is cheap and common, so only a call you make yourself to a known number is trustworthy.',
          correct: true,
        },
      ],
    },
    {
      id: 'Vishing-3',
      kind: 'scenario',
      prompt:
        'You work on the IT help desk. A caller says he is the finance director, has a new phone, and needs his MFA moved to it right now because he is about to board a flight. What should you do?',
      options: [
        {
          text: 'Move the MFA quickly; delaying a director could get you into trouble.',
          explanation:
            'Urgency and seniority are exactly the pressure these attackers use. This is how help-desk attacks like the MGM case are said to have worked.',
          correct: false,
        },
        {
          text: 'Ask for his date of birth and employee number, then reset it.',
          explanation:
            'Personal details can be found on LinkedIn or in leaked data, so they do not prove who is calling.',
          correct: false,
        },
        {
          text: 'Email him a reset link at the address he gives you on the call.',
          explanation:
            'An address supplied by the caller may belong to the criminal. Use only contact details already on file.',
          correct: false,
        },
        {
          text: 'Follow the verification protocol: call back on the number on file or get approval through another known channel before any reset.',
          explanation:
            'A call-back to a number the criminal does not control is the most reliable way to stop help-desk vishing.',
          correct: true,
        },
      ],
    },
    {
      id: 'Vishing-4',
      kind: 'knowledge',
      prompt:
        'According to SABRIC, what mainly drove the rise in digital banking fraud in South Africa in 2024?',
      options: [
        {
          text: 'Phishing, vishing and other social engineering that tricked customers.',
          explanation:
            'Correct. SABRIC said the rise came from tricking people, not from breaking into bank systems.',
          correct: true,
        },
        {
          text: "Hackers breaking into banks' central computer systems.",
          explanation:
            'SABRIC said the incidents were not technical breaches of banking platforms.',
          correct: false,
        },
        {
          text: 'Faulty ATMs handing out cash.',
          explanation:
            'ATMs are not part of digital banking fraud. The cause was social engineering.',
          correct: false,
        },
        {
          text: 'Bank staff stealing from customer accounts.',
          explanation:
            'Insider theft was not the driver. Criminals tricked customers into giving access.',
          correct: false,
        },
      ],
    },
    {
      id: 'Vishing-5',
      kind: 'scenario',
      prompt:
        "A man calls, says he is a police detective, and tells you that staff at your bank are stealing from your account. He asks you to move your savings to a 'safe account' today and not to tell the branch. What is going on?",
      options: [
        {
          text: 'It is a genuine undercover operation, so you should help.',
          explanation:
            'Police never ask the public to move money or keep secrets from their bank. This is a classic script.',
          correct: false,
        },
        {
          text: 'It is a safe account scam. Hang up and call your bank on a number you trust.',
          explanation:
            'Correct. The secrecy and the request to move money are the giveaways. The safe account belongs to the criminal.',
          correct: true,
        },
        {
          text: 'Move only half the money to be on the safe side.',
          explanation: 'Any money you move goes straight to the criminal.',
          correct: false,
        },
      ],
    },
    {
      id: 'Vishing-6',
      kind: 'knowledge',
      prompt: 'Which defence does the most to stop vishing?',
      options: [
        {
          text: 'An annual awareness course',
          explanation:
            'Annual courses barely change behaviour. They help far less than a firm call-back rule.',
          correct: false,
        },
        {
          text: 'Deepfake detection software on phone lines',
          explanation:
            'Detection catches some cloned voices, but many vishing calls use a real human voice anyway.',
          correct: false,
        },
        {
          text: 'Verification protocols such as calling back on a number already on file',
          explanation:
            'Correct. A criminal can fake a voice and a caller ID, but cannot answer a call made to a number they do not control.',
          correct: true,
        },
        {
          text: 'A stronger password',
          explanation:
            'A strong password does not help if the caller talks you into reading it out or resetting it.',
          correct: false,
        },
      ],
    },
    {
      id: 'Vishing-7',
      kind: 'knowledge',
      prompt: 'In the MGM Resorts attack of 2023, how did the attackers say they got in?',
      options: [
        {
          text: 'By hacking the slot machines over Wi-Fi.',
          explanation:
            'No. The slot machines stopped working as a result of the attack, not as the way in.',
          correct: false,
        },
        {
          text: 'By phoning the IT help desk while pretending to be an employee they found on LinkedIn.',
          explanation:
            'Correct. This is what the attackers told researchers. MGM has not confirmed it, but US agencies warn that the group uses this method.',
          correct: true,
        },
        {
          text: 'By bribing a casino manager.',
          explanation: 'No bribe was reported. The claimed way in was a phone call.',
          correct: false,
        },
        {
          text: 'By breaking a weak Wi-Fi password in a hotel room.',
          explanation: 'No. The claimed entry point was social engineering of the help desk.',
          correct: false,
        },
      ],
    },
    {
      id: 'Vishing-8',
      kind: 'knowledge',
      prompt: 'Which of these will your bank never ask you for on a phone call?',
      options: [
        {
          text: 'Whether you recognise a recent transaction',
          explanation:
            'Banks may ask this. If in doubt, hang up and call back on the number on your card before answering.',
          correct: false,
        },
        {
          text: 'Your full PIN or a one-time PIN',
          explanation:
            'Correct. Your PIN and OTPs are for you alone. Anyone asking for them is a criminal.',
          correct: true,
        },
        {
          text: 'Whether now is a good time to talk',
          explanation:
            'A harmless question. The danger lies in requests for secret codes or money moves.',
          correct: false,
        },
      ],
    },
    {
      id: 'Vishing-9',
      kind: 'scenario',
      prompt:
        "An elderly customer at your branch is on her phone, clearly anxious, and wants to transfer R200,000 to a new account 'for the fraud department'. What should you do?",
      options: [
        {
          text: 'Process the payment quickly; it is her money and her choice.',
          explanation:
            'Staff are often the last chance to stop a scam. A coached, anxious customer making an unusual payment is a red flag.',
          correct: false,
        },
        {
          text: 'Tell her to call the number the caller gave her to confirm.',
          explanation: 'That number leads back to the criminal, who will confirm the story.',
          correct: false,
        },
        {
          text: 'Gently pause the transaction, ask her to end the call, and explain that the bank never asks customers to move money to protect it.',
          explanation:
            "Correct. Breaking the caller's hold and explaining the rule gives her the chance to see the scam. Follow your bank's escalation process too.",
          correct: true,
        },
        {
          text: 'Let her pay half now and half tomorrow.',
          explanation: 'Splitting the payment still sends money to the criminal.',
          correct: false,
        },
      ],
    },
    {
      id: 'Vishing-10',
      kind: 'knowledge',
      prompt:
        'After a vishing call in which you shared your ID number, what extra step helps protect you?',
      options: [
        {
          text: 'Apply for Protective Registration with SAFPS.',
          explanation:
            'Correct. SAFPS alerts member lenders to take extra care, which makes it harder to open credit in your name.',
          correct: true,
        },
        {
          text: 'Change your phone number.',
          explanation: 'This does not stop someone using your ID number to apply for credit.',
          correct: false,
        },
        {
          text: 'Nothing. An ID number on its own is useless to criminals.',
          explanation:
            'ID numbers help criminals impersonate you, so it is worth flagging your identity.',
          correct: false,
        },
      ],
    },
  ],
  sources: [mgmCost, mgmHelpDesk, cisaScatteredSpider, sabric2024, ukFinance2025],
};
