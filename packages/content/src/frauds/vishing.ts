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
          text: "Read out the OTP to the caller showing the bank's real number.",
          explanation:
            'Caller ID can be spoofed, so the real number proves nothing. The OTP most likely approves a payment or login the criminal has started.',
          correct: false,
        },
        {
          text: 'Keep the OTP to yourself, end the call and phone your bank yourself.',
          explanation:
            'A call you make to a known number reaches the real bank. It can check the card, and the criminal cannot step into that call.',
          correct: true,
        },
        {
          text: 'Ask the caller to confirm your ID number first, then share the OTP.',
          explanation:
            'Criminals gather details such as ID numbers from leaked data before they call. Knowing them proves nothing about who is calling.',
          correct: false,
        },
        {
          text: 'Give the OTP but ask the caller for a reference number first.',
          explanation:
            'A reference number is easy to invent. It adds a feeling of process but does nothing to stop the OTP reaching the criminal.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "At seven in the evening your phone rings and the screen shows the fraud line printed on the back of your card. A woman who calls herself Thandeka says someone is buying plane tickets with your card in Durban and asks for the code just texted to you 'to reverse it'. What do you do?",
          options: [
            { text: "Give the texted code to the woman calling from your card's fraud line." },
            { text: "Keep the code secret, ring off and dial the card's number yourself." },
            {
              text: 'Get her to read out your home address first, then give her the code.',
              explanation:
                'Addresses and similar details are easy to find in leaked data, so a caller who knows yours has proved nothing about who she is.',
            },
            {
              text: 'Share the code once she gives you a case number for the fraud.',
              explanation:
                'A case number costs a criminal nothing to make up. It sounds official but does nothing to keep the code away from the caller.',
            },
          ],
        },
      ],
    },
    {
      id: 'Vishing-2',
      kind: 'knowledge',
      prompt: "Why does the caller ID showing your bank's number prove nothing?",
      options: [
        {
          text: 'Because banks do not make outgoing calls to their customers.',
          explanation:
            'Banks do sometimes phone customers. The problem is that any number on your screen can be faked, so it cannot tell you who is calling.',
          correct: false,
        },
        {
          text: 'Because the caller ID shown is easy to forge: spoofing.',
          explanation:
            'Caller ID spoofing is cheap and common. A call you make yourself, to a number you trust, is what tells you who is on the line.',
          correct: true,
        },
        {
          text: 'Because old bank numbers are often reissued to other callers.',
          explanation:
            "Reissued numbers are not the issue. Criminals can put your bank's current, real number on your screen whenever they like.",
          correct: false,
        },
        {
          text: "Because scammers hack the bank's phones and call from inside.",
          explanation:
            "There is no need to break into the bank. Spoofing lets a criminal show the bank's number from any phone, anywhere.",
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'A call appears on your screen as coming from your bank. Why is that no proof the bank is really on the line?',
          options: [
            { text: 'Because banks do not place calls to the people who bank with them.' },
            { text: 'Because whoever places a call can choose the number it displays.' },
            { text: 'Because bank numbers that go out of use are handed on to others.' },
            { text: 'Because criminals break into bank phone systems to call from within.' },
          ],
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
          text: 'Move the MFA now, since delaying a director could get you in trouble.',
          explanation:
            'Seniority and a deadline are the pressure these callers use. Attackers say a help-desk call like this is how they got into MGM Resorts.',
          correct: false,
        },
        {
          text: 'Ask for his date of birth and staff number, then reset it for him.',
          explanation:
            'Dates of birth and staff numbers can be found on LinkedIn or in leaked data, so they do not prove who is calling.',
          correct: false,
        },
        {
          text: 'Email a reset link to the new address he gives you on the call.',
          explanation:
            'An address the caller supplies may belong to the criminal. Use contact details that were already on file before the call.',
          correct: false,
        },
        {
          text: 'Call the director back using the staff records before moving his MFA.',
          explanation:
            'A call-back to a number the criminal does not control is the check that matters. [Verification Protocols](/defenses/VerificationProtocols) make it the rule before any password or MFA reset.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'You staff the service desk at a logistics firm. A woman ringing in says she is Priya Naidoo, the head of payroll, that her phone was stolen last night, and that her authenticator must be set up on a new handset before a board meeting in twenty minutes. What do you do?',
          options: [
            {
              text: 'Set up her authenticator on the new handset straight away.',
              explanation:
                'Seniority and a deadline are the pressure these callers rely on. Attackers say a help-desk call like this is how they got into MGM Resorts.',
            },
            {
              text: 'Check her employee number and home suburb, then do the reset.',
              explanation:
                'An employee number and a home suburb can be dug up from social media or leaked files, so they do not show who is really on the line.',
            },
            { text: 'Send a reset link to the personal address she reads out to you.' },
            {
              text: 'Ring her on the cellphone listed in the staff directory first.',
              explanation:
                'A call-back to a number the criminal does not control is the check that matters. [Verification Protocols](/defenses/VerificationProtocols) make it the rule before any password or MFA reset.',
            },
          ],
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
          text: 'It is a classic trick, since no detective moves savings: phone your bank.',
          explanation:
            "The request to move money and the secrecy give it away. The 'safe account' belongs to the criminal.",
          correct: true,
        },
        {
          text: "Check with the detective's station, using the number he gives you, before moving it.",
          explanation:
            "A number the caller gives you leads back to the criminals. Police never ask anyone to move money to a 'safe account'.",
          correct: false,
        },
        {
          text: 'Move only part of the savings, so that not all of it is at risk.',
          explanation:
            "Any money you move goes straight to the criminal. No part of a 'safe account' transfer is safe.",
          correct: false,
        },
        {
          text: 'Move it, but ask the detective for his badge number in case.',
          explanation:
            'A badge number is easy to invent, and you cannot check it on a call the criminal controls. The request itself shows it is a scam.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "A woman phones and introduces herself as Captain Mokoena of a commercial crimes unit. She says a clerk at your bank is draining customer accounts, and that you must transfer your fixed deposit to a 'protected account' this afternoon without telling anyone at the bank. What is happening?",
          options: [
            {
              text: 'A scam: officers do not handle deposits, so ring your bank yourself.',
              explanation:
                "The demand to move money and to keep it secret gives it away. The 'protected account' belongs to the criminal.",
            },
            {
              text: 'Phone the unit on the number she gives, and move it once they confirm.',
              explanation:
                "A number the caller gives you leads back to the criminals. Police do not ask anyone to move money to a 'safe account'.",
            },
            {
              text: 'Transfer half the deposit now and keep the rest at the bank.',
              explanation:
                "Any money you move goes straight to the criminal. No part of a transfer to a 'protected account' is safe.",
            },
            {
              text: 'Move it, but ask for her force number and write it down first.',
              explanation:
                'A force number is as easy to make up as a name, and you cannot check it while she controls the call. The request to move money already shows it is a scam.',
            },
          ],
        },
      ],
    },
    {
      id: 'Vishing-7',
      kind: 'knowledge',
      prompt: 'In the MGM Resorts attack of 2023, how did the attackers say they got in?',
      options: [
        {
          text: "By hacking the slot machines through the casino's Wi-Fi.",
          explanation:
            'The slot machines stopped working because of the attack. They were a result of it, not the way in.',
          correct: false,
        },
        {
          text: 'By ringing IT support and claiming to be an employee.',
          explanation:
            'The attackers said they found an employee on LinkedIn and called the help desk as that person, in about 10 minutes. MGM has not confirmed this.',
          correct: true,
        },
        {
          text: 'By paying a casino manager to hand over his network password.',
          explanation:
            'No bribe was reported. The claimed way in was a short phone call to the IT help desk.',
          correct: false,
        },
        {
          text: 'By sending staff an email with a fake login page.',
          explanation:
            'Phishing email is a common way in, but here the attackers said they used a phone call to the help desk, posing as an employee.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'According to the gang behind it, what was their way into MGM Resorts in the 2023 attack?',
          options: [
            { text: 'Through a weakness in the slot machines, reached over casino Wi-Fi.' },
            { text: 'Someone rang the support desk and passed himself off as a worker.' },
            { text: 'A manager took a bribe and handed over his network password.' },
            { text: 'A fake login page was e-mailed to staff across the company.' },
          ],
        },
      ],
    },
    {
      id: 'Vishing-8',
      kind: 'knowledge',
      prompt:
        'Your bank may phone you about your account. Which of these will it never ask for on a call?',
      options: [
        {
          text: 'Whether you recognise a recent card payment',
          explanation:
            'Banks may ask this about a flagged payment. If you are unsure, hang up and call back on the number on your card before you answer.',
          correct: false,
        },
        {
          text: 'Whether now is a good time for you to talk',
          explanation:
            'This is a harmless question that real banks ask. The danger lies in requests for secret codes or for money to be moved.',
          correct: false,
        },
        {
          text: 'Whether you will tell them your PIN or a texted code',
          explanation:
            'Your PIN and OTPs are for you alone. Anyone who asks for them on a call is a criminal, whatever number they call from.',
          correct: true,
        },
        {
          text: 'Whether it is a good time to call you back later this week',
          explanation:
            'Arranging a time to talk is normal. What a real bank will not do is ask you to read out a PIN or a one-time code.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'A genuine bank agent may ring you with questions. Which request would show that the caller is not from your bank?',
          options: [
            { text: 'To confirm whether a recent card purchase was yours' },
            { text: 'To check that you have a moment to speak right now' },
            { text: "To be given your card's PIN or a texted code" },
            { text: 'To arrange a better time to talk to you next week' },
          ],
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
          text: 'Process it quickly, since it is her money and her own choice.',
          explanation:
            'Staff are often the last chance to stop a scam. An anxious customer on the phone, sending a large sum to a new account, is a red flag.',
          correct: false,
        },
        {
          text: 'Ask her to phone the number the caller gave her to check.',
          explanation:
            'That number leads straight back to the criminal, who will happily confirm the story. A call-back works on a number you already trust.',
          correct: false,
        },
        {
          text: 'Let her send half today and the rest once she has checked it.',
          explanation:
            'Splitting the payment still sends money to the criminal, and the caller will push for the rest. The scam ends when the call does.',
          correct: false,
        },
        {
          text: 'Pause it and get her off the call, since she is being coached.',
          explanation:
            "The bank never asks customers to move money to protect it. Breaking the caller's hold gives her room to see the scam; then follow your escalation process.",
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            "You are a consultant at a bank branch in Polokwane. Mr Dlamini, in his seventies, keeps glancing at his phone, which is still on a call, and asks to send R180,000 to an account he has not used before 'to help the fraud team catch a thief'. What do you do?",
          options: [
            {
              text: 'Process the transfer quickly, since the money belongs to him.',
              explanation:
                'Staff are often the last chance to stop a scam. A worried customer on a live call, sending a large sum to a new account, is a red flag.',
            },
            {
              text: 'Suggest he rings the number the caller gave him to double-check.',
              explanation:
                'That number leads straight back to the criminal, who will happily confirm the story. A call-back only works on a number you already trust.',
            },
            {
              text: 'Let him send R90,000 now and the rest after he checks.',
              explanation:
                'Splitting the payment still sends money to the criminal, and the caller will push for the rest. The scam ends when the call does.',
            },
            {
              text: 'Halt it and get him off the phone, as he is being steered.',
              explanation:
                "No bank asks a customer to move money to keep it safe. Ending the caller's hold gives him space to see the con; then follow your branch's escalation steps.",
            },
          ],
        },
      ],
    },
    {
      id: 'Vishing-10',
      kind: 'scenario',
      prompt:
        "Yesterday a caller claiming to be from YourBank's fraud team got you to confirm your full name, address and ID number. You have told your bank. What extra step helps protect you?",
      options: [
        {
          text: 'Change your cellphone number and your email address.',
          explanation:
            'A new number does not stop anyone using your ID number to apply for credit or to open accounts as you.',
          correct: false,
        },
        {
          text: 'Close your account and open one at another bank.',
          explanation:
            'Your ID details go with you to any bank. Moving accounts does not stop someone using them to impersonate you.',
          correct: false,
        },
        {
          text: 'Register with SAFPS, as your details are out.',
          explanation:
            'SAFPS Protective Registration warns member lenders to take extra care, which makes it much harder to open credit in your name.',
          correct: true,
        },
        {
          text: 'Reset your online banking password once again.',
          explanation:
            'Changing a password matters if you shared it, but the ID number is the risk here, and a new password does not protect it.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "On Monday a woman who said she worked in your bank's security unit had you confirm your ID number, date of birth and home address over the phone. You have already reported it to the bank. What else should you do to protect yourself?",
          options: [
            { text: 'Change to a new cellphone number and a new email address.' },
            { text: 'Move your money to a new account at a different bank.' },
            { text: 'Ask SAFPS to flag your ID, as it is now exposed.' },
            { text: 'Update your banking app password yet again.' },
          ],
        },
      ],
    },
    {
      id: 'Vishing-11',
      kind: 'scenario',
      prompt:
        "A caller from 'YourBank Security' says your account has been hacked. To help, he asks you to install an app called HelpDeskLink so he can see your screen and 'block the hackers'. What should you do?",
      options: [
        {
          text: 'Install it, as long as you watch what he does on your screen.',
          explanation:
            'Remote-access apps let the caller act faster than you can follow, and they may hide what they do. Banks do not ask you to install apps to help.',
          correct: false,
        },
        {
          text: 'Let him help, but remove the app as soon as the call is over.',
          explanation:
            'The app gives the criminal access during the call, which is when they move money or read codes. Removing it afterwards is too late.',
          correct: false,
        },
        {
          text: 'Ask for his staff number first, then install it if it checks out.',
          explanation:
            'A staff number is easy to invent, and there is no way to check it on a call the criminal controls. Call the bank yourself instead.',
          correct: false,
        },
        {
          text: 'Refuse to install it, since only a scammer needs to see your screen.',
          explanation:
            "A request to install an app so a caller can 'help' is a warning sign. The app would give the criminal control of your phone or computer.",
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            "A man who says he is Kevin from your bank's cyber team phones to say criminals are inside your online banking. He asks you to download a program called QuikFixDesk so that he can 'watch for the intruders' on your laptop. What do you do?",
          options: [
            { text: 'Download it, as long as you can watch what he does.' },
            {
              text: 'Let him in, then uninstall the program once you hang up.',
              explanation:
                'The program gives the criminal access during the call, which is when they move money or read codes. Removing it afterwards is too late.',
            },
            {
              text: 'Ask for his employee number, then download it if it seems real.',
              explanation:
                'An employee number is simple to invent, and you have no way to check it on a call the criminal controls. Phone the bank yourself instead.',
            },
            {
              text: 'Say no, as no genuine bank needs to look at your laptop.',
              explanation:
                "A request to install a program so a caller can 'help' is a warning sign. It would give the criminal control of your laptop.",
            },
          ],
        },
      ],
    },
    {
      id: 'Vishing-12',
      kind: 'scenario',
      prompt:
        "Lindiwe, a teller at a YourBank branch, gets a call from 'Head Office IT'. The caller says the branch system is being upgraded and she must read out the code from her authenticator app within five minutes. What should she do?",
      options: [
        {
          text: 'Read it out, since head office staff already know her login name.',
          explanation:
            'Knowing her name and login proves nothing, since criminals gather such details first. They often phone branch staff pretending to be head office.',
          correct: false,
        },
        {
          text: 'Give it, but change her password as soon as the call ends.',
          explanation:
            'The code lets the caller log in at once, while she is still on the phone. A new password later does not undo what they did in that time.',
          correct: false,
        },
        {
          text: 'End the call and ring IT herself, since caller names are easy to fake.',
          explanation:
            'A call-back on a number she already trusts shows whether the request is real. The five-minute deadline is pressure, not process.',
          correct: true,
        },
        {
          text: 'Ask the caller to send the request by email before she reads it.',
          explanation:
            'An email can come from the same criminal on a look-alike address. It does not check the request through a channel they do not control.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Johan works at the enquiries counter of a bank branch in Bloemfontein. A caller claiming to be the regional IT team says a security update is running and that he must give them the six-digit code from his authenticator app before eleven. What should he do?',
          options: [
            {
              text: 'Give the code, since the caller already knew his staff login.',
              explanation:
                'Criminals collect names and logins before they call, so knowing his proves nothing. Calls to branch staff from a fake head office or IT team are a known trick.',
            },
            {
              text: 'Read it out, then change his password once the call is over.',
              explanation:
                'The code lets the caller log in straight away, while he is still on the line. Changing his password afterwards does not undo what they did in those minutes.',
            },
            {
              text: 'Ring off and dial IT from his own list, as a name is easy to fake.',
              explanation:
                'Calling IT back on a number he already trusts shows whether the request is real. The deadline is there to rush him, not part of any proper process.',
            },
            {
              text: 'Ask them to confirm the request on WhatsApp before he reads it out.',
              explanation:
                'A WhatsApp message can come from the same criminal on another number. It does not test the request through a channel the caller cannot control.',
            },
          ],
        },
      ],
    },
    {
      id: 'Vishing-13',
      kind: 'scenario',
      prompt:
        "Ten minutes after an SMS about a 'suspicious login', a caller says he is from YourBank. He mentions the SMS, knows your name and the last four digits of your card, and asks you to confirm a code. What is most likely going on?",
      options: [
        {
          text: 'The SMS and the call are both parts of one and the same scam.',
          explanation:
            'Criminals often send a phishing SMS first and then call to follow it up. Details such as card digits are bought or leaked, so they prove nothing.',
          correct: true,
        },
        {
          text: "The bank's fraud system sent the SMS and then called you.",
          explanation:
            'A real bank may send alerts, but it will not ask you to read out a code. The request for the code gives the caller away.',
          correct: false,
        },
        {
          text: 'The call is real, since a criminal could not know your card digits.',
          explanation:
            'Card numbers are bought online and personal details leak often. Criminals read out what they know to build trust.',
          correct: false,
        },
        {
          text: 'The SMS was a scam, but this call is the bank stepping in.',
          explanation:
            "The caller's knowledge of the SMS fits the scam better, because the same people sent it. Hang up and call the number on your card.",
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Shortly after an e-mail warns you of 'unusual activity', your phone rings. The caller, Sipho from your bank, refers to the e-mail, reads out your date of birth, and asks you to confirm the code that has just arrived. What is most likely happening?",
          options: [
            {
              text: "Both are one gang's work: the e-mail paved the way for the call.",
              explanation:
                'Criminals often send a phishing message first and then ring to follow it up. Personal details like a birth date leak widely, so hearing them proves nothing.',
            },
            { text: "The bank's alert system e-mailed you and is now phoning to help." },
            {
              text: 'This call is genuine: a stranger would not have your birth date.',
              explanation:
                'Birth dates and banking details turn up in leaked data and on social media. Criminals read out what they already know to win your trust.',
            },
            {
              text: 'The e-mail was fake, but the call is the bank coming to your rescue.',
              explanation:
                'The caller knows about the e-mail because the same people sent it. Hang up and phone the number printed on your card.',
            },
          ],
        },
      ],
    },
    {
      id: 'Vishing-14',
      kind: 'scenario',
      prompt:
        "A caller says a R9,800 payment from your account is being blocked. To reverse it, he says, you must tap 'Approve' on the notification that has just appeared in your YourBank app. What is happening?",
      options: [
        {
          text: 'Approving tells the bank the payment was not yours, so it stops.',
          explanation:
            'An approval in your banking app is you saying yes. The caller has set up a payment or login and needs you to confirm it.',
          correct: false,
        },
        {
          text: 'Approving is fine: the app notification proves the caller works at the bank.',
          explanation:
            'The criminal can trigger a real notification by starting a payment or login with your details. It proves nothing about the caller.',
          correct: false,
        },
        {
          text: 'Approving would authorise a payment for the criminal, not stop one.',
          explanation:
            'Getting you to approve a payment in your banking app is a main aim of a vishing call. Decline it, hang up and call your bank.',
          correct: true,
        },
        {
          text: 'Approving is safe, because the app asks for your fingerprint too.',
          explanation:
            "The fingerprint shows that you approved it. It cannot tell that you were tricked into approving the criminal's payment.",
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "A caller named Naledi says a R14,500 transfer out of your account is on hold. She asks you to press 'Confirm' on the prompt that has just popped up in your banking app so she can reverse it. What is going on?",
          options: [
            { text: 'Confirming tells the bank the transfer is not yours and halts it.' },
            { text: 'Confirming is safe: the prompt shows she really works for the bank.' },
            { text: "Confirming would approve the criminal's transfer, not halt it." },
            {
              text: 'Confirming is harmless when the app also scans your face.',
              explanation:
                "The face scan shows that it was you who pressed Confirm. It cannot tell that you were tricked into approving the criminal's transfer.",
            },
          ],
        },
      ],
    },
    {
      id: 'Vishing-15',
      kind: 'scenario',
      prompt:
        'A caller says he is from the police. There is a warrant for your arrest over unpaid fines, he says, unless you buy R5,000 in vouchers today and read him the codes. He tells you not to tell anyone. What should you do?',
      options: [
        {
          text: 'Hang up and buy no vouchers: police do not take them.',
          explanation:
            'Threats of arrest, a deadline, secrecy and a request for vouchers are all warning signs. Police and banks never ask you to pay this way.',
          correct: true,
        },
        {
          text: 'Buy the vouchers, but do not hand them over without a case number.',
          explanation:
            'A receipt or case number is easy to fake. Once you read out voucher codes, the money is gone and cannot be traced back.',
          correct: false,
        },
        {
          text: 'Ask him to email the warrant before you buy the vouchers.',
          explanation:
            'A fake warrant is easy to make and send. The request for vouchers already shows that this is a scam.',
          correct: false,
        },
        {
          text: 'Pay half with vouchers now and settle the rest at the station.',
          explanation:
            'Any voucher codes you read out go straight to the criminal. Real fines are not paid in vouchers by a deadline set on a phone call.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'A man who says he is Sergeant Pillay phones you at work. He claims a court has ordered your arrest over traffic fines, which will be cancelled if you buy R3,500 in gift cards within the hour and read him the numbers. He warns you to keep this quiet. What do you do?',
          options: [
            {
              text: 'End the call; fines are not settled with gift cards.',
              explanation:
                'Threats of arrest, a deadline, secrecy and a demand for gift cards are all warning signs. Police and banks do not ask anyone to pay like this.',
            },
            {
              text: 'Buy the cards, but keep them until he gives you a case number.',
              explanation:
                'A case number is easy to make up. Once you read out the gift card numbers, the money is spent and cannot be traced.',
            },
            {
              text: 'Ask him to WhatsApp you the warrant before you buy the cards.',
              explanation:
                'A fake warrant takes minutes to make and send on WhatsApp. The demand for gift cards already shows that this is a scam.',
            },
            {
              text: 'Buy half the cards now and pay the rest at the police station.',
              explanation:
                'Any gift card numbers you read out go straight to the criminal. Real fines are not paid in gift cards against a deadline set on a phone call.',
            },
          ],
        },
      ],
    },
    {
      id: 'Vishing-16',
      kind: 'knowledge',
      prompt:
        'Why does a vishing caller often insist that you stay on the line and do not hang up?',
      options: [
        {
          text: "So the call can be recorded for the bank's fraud case.",
          explanation:
            'Real banks do record calls, but that gives no reason to stop you hanging up. Keeping you on the line serves the criminal.',
          correct: false,
        },
        {
          text: 'Because hanging up would cancel the case they have opened.',
          explanation:
            'There is no case to cancel. A real bank will be glad for you to hang up and call it back on the number on your card.',
          correct: false,
        },
        {
          text: "Because the bank's system needs the call open to stop it.",
          explanation:
            'Stopping fraud does not depend on your call staying open. The bank can block cards and payments when you call it yourself.',
          correct: false,
        },
        {
          text: 'So you cannot phone your own bank while they use what you told them.',
          explanation:
            'Criminals use a code or approval at once and keep you talking so you cannot check with the real bank. That is why hanging up comes first.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'A caller claiming to be from your bank keeps telling you not to end the call. What is the real reason behind this?',
          options: [
            { text: "To record the whole conversation for the bank's investigation." },
            { text: 'To stop the fraud case they opened from being closed.' },
            { text: "To keep the bank's blocking system running until it is done." },
            { text: 'To stop you ringing your branch before they have finished.' },
          ],
        },
      ],
    },
    {
      id: 'Vishing-17',
      kind: 'scenario',
      prompt:
        'Last night you read an OTP to a caller who said he was from YourBank, and installed an app he suggested. This morning you realise it was a scam. What should you do first?',
      options: [
        {
          text: 'Remove the app, then wait to see if anything leaves your account.',
          explanation:
            'Removing the app is right, but waiting wastes time the criminal can use. The bank needs to block cards and stop payments now.',
          correct: false,
        },
        {
          text: 'Tell the bank at once through the contact listed in its app.',
          explanation:
            'Tell the bank about the OTP and the app so it can block cards and stop payments. Then change your passwords and remove the app.',
          correct: true,
        },
        {
          text: 'Call the caller back on his number and ask him to cancel it.',
          explanation:
            'The number the caller gave leads to the criminal. Calling it gives them another chance to work on you.',
          correct: false,
        },
        {
          text: "Post a warning about the caller's number on social media.",
          explanation:
            'Warning others can come later. First the bank must hear from you, because the criminal may still be using your access.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "On Saturday evening you gave a 'bank official' the code from an SMS and, at his request, put a screen-sharing app on your phone. On Sunday morning you work out that he was a fraudster. What is your first move?",
          options: [
            { text: 'Uninstall the app and keep an eye on your balance for a few days.' },
            {
              text: "Contact the bank without delay through its app's help line.",
              explanation:
                'Tell the bank about the code and the app so it can block cards and stop payments. Then change your passwords and remove the app.',
            },
            { text: "Phone the fraudster's number back and ask him to undo it." },
            { text: "Warn your neighbours about the caller in the street's WhatsApp group." },
          ],
        },
      ],
    },
    {
      id: 'Vishing-18',
      kind: 'knowledge',
      prompt: 'Why are IT help desks and call-centre agents prime targets for vishing calls?',
      options: [
        {
          text: 'They can change logins, security codes and where alerts go.',
          explanation:
            'Criminals call the people who hold the keys. One reset of a password or MFA, or one changed phone number, can hand over a whole account.',
          correct: true,
        },
        {
          text: "They can move customers' cash without anyone approving it.",
          explanation:
            'Help-desk and call-centre staff do not usually move money. What makes them useful to criminals is their power to reset access and change details.',
          correct: false,
        },
        {
          text: 'They work night shifts, when fraud checks are switched off.',
          explanation:
            'Fraud checks do not switch off at night. Callers target these staff for what they can change, whatever the hour.',
          correct: false,
        },
        {
          text: 'They take calls that are not recorded and leave no trace.',
          explanation:
            'Many calls are recorded, and that does not stop the attack. The risk lies in what an agent can reset or change for the caller.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'What makes service-desk and call-centre agents such useful targets for criminals who phone in?',
          options: [
            { text: 'They control logins, MFA and where alerts are sent.' },
            { text: 'They can pay out customer funds with no one signing off.' },
            { text: 'They work late shifts, when fraud controls are turned off.' },
            { text: 'Their calls are not recorded and so leave no trace behind.' },
          ],
        },
      ],
    },
  ],
  sources: [mgmCost, mgmHelpDesk, cisaScatteredSpider, sabric2024, ukFinance2025],
};
