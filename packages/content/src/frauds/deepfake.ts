import { BANK_FRAUD_LINE, IC3, REPORT_FRAUD_UK, SAFPS, SAPS, withHow } from '../reporting-channels';
import type { FraudContent, Source } from '../types';

const arupCase: Source = {
  title: 'Arup victim of multimillion-dollar deepfake video scam in Hong Kong',
  publisher: 'Dezeen',
  year: 2024,
  url: 'https://www.dezeen.com/2024/05/17/arup-victim-deepfake-video-scam/',
};

const ic3Report2025: Source = {
  title: '2025 Internet Crime Report',
  publisher: 'FBI Internet Crime Complaint Center (IC3)',
  year: 2026,
  url: 'https://www.ic3.gov/AnnualReport/Reports/2025_IC3Report.pdf',
};

const sabric2024: Source = {
  title:
    'Banking crime losses decline, but AI poses major threat (SABRIC Annual Crime Statistics 2024)',
  publisher: 'IT-Online',
  year: 2025,
  url: 'https://it-online.co.za/2025/08/29/banking-crime-losses-decline-but-ai-poses-major-threat/',
};

const humanDetection: Source = {
  title:
    'Human performance in detecting deepfakes: A systematic review and meta-analysis of 56 papers',
  publisher: 'Computers in Human Behavior Reports (Elsevier)',
  year: 2024,
  url: 'https://doi.org/10.1016/j.chbr.2024.100538',
};

const fincenAlert: Source = {
  title:
    'FinCEN Alert on Fraud Schemes Involving Deepfake Media Targeting Financial Institutions (FIN-2024-Alert004)',
  publisher: 'Financial Crimes Enforcement Network (FinCEN), US Treasury',
  year: 2024,
  url: 'https://www.fincen.gov/sites/default/files/shared/FinCEN-Alert-DeepFakes-Alert508FINAL.pdf',
};

export const fraud: FraudContent = {
  id: 'Deepfake',
  summary:
    'Deepfake fraud uses AI-made fake voices, faces or videos of real people to trick staff into paying or to get past identity checks.',
  whatItIs: [
    'A deepfake is a video, photo or voice recording made or changed by artificial intelligence (AI) so that it looks or sounds like a real person. Criminals build them from public videos, interviews and social media posts. Live deepfakes can now run during a video call, so the fake person moves and answers in real time.',
    'Fraudsters use deepfakes in three main ways: to pose as a senior manager and order an urgent payment, to pose as a customer, relative or bank official on a call, and to fake identity documents and selfies so they can open accounts. The tools are now cheap and easy to find.',
  ],
  howItWorks: [
    'The criminal picks a company and collects public video and audio of the person they will copy, often a chief financial officer.',
    'They make first contact by email or messaging app, usually about a secret and urgent deal.',
    'If the target has doubts, they set up a voice or video call in which the cloned boss, and sometimes cloned colleagues, give the order in person.',
    'The target is told to pay several new accounts quickly and to keep it quiet.',
    'The money is split and moved on through mule accounts before anyone checks with the real person.',
  ],
  warningSigns: [
    'A senior person asks for an urgent, secret payment on a call or video, especially through a new channel or a personal number.',
    'The request skips normal approvals, or you are told not to discuss it with anyone.',
    'The payee is new or abroad, or the payment is split into many smaller transfers.',
    'On video: lips out of sync, a stiff face, odd lighting, or a person who avoids turning their head. Good deepfakes may show none of these signs.',
    'On the phone: the voice sounds right, but the caller will not let you call back.',
    'At account opening: ID photos that look edited, details that differ between documents, or a face that does not fit the date of birth.',
    "A customer who refuses a live video check and blames 'technical problems'.",
  ],
  realCase: {
    title: 'Arup: a video call full of deepfakes and HK$200 million gone',
    where: 'Hong Kong, 2024',
    whatHappened: [
      "In January 2024 a finance employee in the Hong Kong office of Arup, a British engineering firm, got a message that seemed to come from the company's chief financial officer in the UK. It asked for a confidential transaction, and the employee suspected phishing.",
      "The employee was then invited to a video call. The 'CFO' and several colleagues appeared, looked and sounded real, and gave instructions. Police later said everyone else on the call was a deepfake made from public footage. Convinced, the employee made 15 transfers to five Hong Kong bank accounts, totalling HK$200 million (about US$25.6 million).",
      'The fraud came to light only when the employee checked with head office. Hong Kong police described the case in February 2024, and Arup confirmed in May 2024 that it was the victim. Arup said none of its systems had been broken into: people, not computers, were fooled.',
    ],
    source: arupCase,
  },
  statistics: [
    {
      text: 'In its report on 2025 the FBI counted AI-related complaints for the first time: 22,364 complaints with about US$893 million in losses. The true figure is likely higher, because victims often do not know AI was used.',
      year: 2025,
      source: ic3Report2025,
    },
    {
      text: 'In 2024 SABRIC saw early cases in South Africa of scams that used cloned voices of people and bank staff. It warned that live deepfake audio and video may become common in 2025.',
      year: 2024,
      source: sabric2024,
    },
    {
      text: 'A review of 56 studies with over 86,000 people found that people spot high-quality deepfakes only about 55% of the time. That is not reliably better than guessing.',
      year: 2024,
      source: humanDetection,
    },
  ],
  whoIsTargeted: [
    'Finance and treasury staff who can release large payments are the main targets. Criminals favour companies whose leaders appear in public videos and interviews, because that footage is the raw material for the fake.',
    'Banks are also targeted at the front door. In November 2024 FinCEN, a US Treasury agency that fights financial crime, warned banks about a rise since 2023 in reports of deepfake ID documents, photos and videos used to open accounts. Customers are targeted with cloned voices of relatives or bank staff, and with fake celebrity videos that promote [Investment Scams](/frauds/InvestmentScam).',
  ],
  howToDefend: [
    '[Verification Protocols](/defenses/VerificationProtocols) are the strongest defence, because they do not depend on spotting the fake. Any high-risk request is checked through a channel the requester does not control: a call back to a number already on file, an agreed code word, and an independent check for every large or unusual payment, however senior the person asking. In the Arup case, one call to head office before the first transfer would have stopped the fraud.',
    '[Deepfake Detection](/defenses/DeepfakeDetection) helps less than most people expect. Humans spot good deepfakes at about the level of chance, so a checklist of visual clues gives little protection. Liveness checks at account opening catch photos and masks held up to a camera, but can be beaten by fake video fed straight into the app. AI forensic tools do better, but they lose accuracy on new kinds of fakes. Treat detection as an extra layer, not the main one.',
    "[User Education and Training](/defenses/UserEducation) adds a little. Staff should learn that seeing and hearing someone is no longer proof, and should feel safe to pause a 'CEO' and call back. A yearly course alone will not change behaviour; a culture where checking is expected, and praised, does more.",
  ],
  ifItHappensToYou: {
    steps: [
      "Stop any further payments and call your bank's fraud line at once to try to recall or freeze the transfers.",
      'Tell your manager and security team, and contact the real person through a number you already had.',
      'Save everything: emails, chat messages, meeting invites and payment details.',
      'Open a case at a police station and ask for it to go to a cybercrime unit.',
      "If someone's identity was faked to open an account, the bank should list the case with SAFPS.",
    ],
    southAfrica: [
      withHow(
        BANK_FRAUD_LINE,
        'Call at once on the number on your card or the official website. Fast reports give the best chance of recalling a transfer.',
      ),
      withHow(
        SAPS,
        'Open a case and hand over the recordings, messages and payment details you saved.',
      ),
      withHow(
        SAFPS,
        'If your identity was used, apply for free Protective Registration so member banks and lenders are warned.',
      ),
    ],
    international: [
      withHow(IC3, 'Report fraud involving US companies or accounts, including AI-enabled scams.'),
      REPORT_FRAUD_UK,
    ],
  },
  glossary: [
    {
      term: 'Deepfake',
      definition: 'A fake video, image or voice of a real person, made or changed with AI.',
    },
    {
      term: 'Voice cloning',
      definition: "Using AI to copy someone's voice so it can say anything the criminal types.",
    },
    {
      term: 'Liveness check',
      definition:
        'A test during account opening that tries to prove a real, present person is in front of the camera.',
    },
    {
      term: 'Out-of-band verification',
      definition:
        'Checking a request through a different channel from the one it came in on, such as calling back a known number.',
    },
    {
      term: 'Money mule',
      definition: 'A person whose bank account is used to receive and pass on stolen money.',
    },
  ],
  quiz: [
    {
      id: 'Deepfake-1',
      kind: 'scenario',
      prompt:
        'Your CFO joins a video call with two colleagues you recognise. She asks you to make an urgent, confidential payment of R5 million to a new supplier abroad before the end of the day. What should you do?',
      options: [
        {
          text: 'Pay it. You can see and hear her, so it must be her.',
          explanation:
            'Seeing and hearing someone is no longer proof. In the Arup case every other person on the call was a deepfake.',
          correct: false,
        },
        {
          text: 'Ask her to turn her head to check for glitches, then pay if it looks fine.',
          explanation:
            'Good deepfakes may show no glitches, and people spot them at about the level of chance.',
          correct: false,
        },
        {
          text: 'Follow the payment process: call her back on the number on file and get the usual independent approval before paying.',
          explanation:
            'Correct. A call-back to a known number does not depend on spotting the fake, so it stops the fraud either way.',
          correct: true,
        },
      ],
    },
    {
      id: 'Deepfake-2',
      kind: 'knowledge',
      prompt: 'How did the Arup fraud in Hong Kong finally come to light?',
      options: [
        {
          text: 'The employee checked with head office after making the transfers.',
          explanation:
            'Correct. An independent check with head office exposed it, but only after HK$200 million had gone.',
          correct: true,
        },
        {
          text: 'A deepfake detection tool flagged the video call.',
          explanation: 'No detection tool caught it. A human check with head office did.',
          correct: false,
        },
        {
          text: "Arup's computer systems raised an alarm about a break-in.",
          explanation:
            'Arup said its systems were not broken into. People were fooled, not computers.',
          correct: false,
        },
        {
          text: 'The receiving bank refused the payments.',
          explanation: 'The 15 transfers went through to five Hong Kong accounts.',
          correct: false,
        },
      ],
    },
    {
      id: 'Deepfake-3',
      kind: 'knowledge',
      prompt:
        'How good are people at spotting high-quality deepfakes, according to a large 2024 review of studies?',
      options: [
        {
          text: 'Very good: about 95% correct.',
          explanation: 'Far too high. The review found accuracy of about 55%.',
          correct: false,
        },
        {
          text: 'Good with training: about 80% correct.',
          explanation: 'Even with help, accuracy rose only to about 65% in the studies reviewed.',
          correct: false,
        },
        {
          text: 'About 55% correct, not reliably better than guessing.',
          explanation:
            'Correct. That is why process controls such as call-backs matter more than trying to spot the fake.',
          correct: true,
        },
      ],
    },
    {
      id: 'Deepfake-4',
      kind: 'scenario',
      prompt:
        "You get a voice note on WhatsApp that sounds exactly like your branch manager. He says he is stuck in a meeting and asks you to release a customer's blocked payment now. What is the safest response?",
      options: [
        {
          text: 'Release it, because you know his voice well.',
          explanation:
            'Voices can be cloned with AI from short public recordings, so a familiar voice proves nothing.',
          correct: false,
        },
        {
          text: 'Reply to the voice note asking if he is sure.',
          explanation: 'If the message is fake, the reply goes to the criminal, who will say yes.',
          correct: false,
        },
        {
          text: 'Forward the voice note to colleagues to ask if it sounds like him.',
          explanation: 'Colleagues cannot reliably hear a good clone either.',
          correct: false,
        },
        {
          text: 'Call him back on his known work number, and follow the normal approval process.',
          explanation:
            'Correct. A call to a number you already had reaches the real manager, whatever the voice note sounded like.',
          correct: true,
        },
      ],
    },
    {
      id: 'Deepfake-5',
      kind: 'knowledge',
      prompt: 'Which defence is the strongest against deepfake payment fraud?',
      options: [
        {
          text: 'A checklist of visual clues such as lip-sync and lighting',
          explanation: 'Checklists help a little, but good fakes may show no clues at all.',
          correct: false,
        },
        {
          text: 'Verification protocols such as call-backs and independent approval',
          explanation:
            'Correct. They work whether or not anyone spots the fake, because the criminal does not control the known number.',
          correct: true,
        },
        {
          text: 'An annual awareness course',
          explanation: 'A yearly course alone does little to change what people do under pressure.',
          correct: false,
        },
      ],
    },
    {
      id: 'Deepfake-6',
      kind: 'knowledge',
      prompt: 'What weakness do liveness checks at account opening have?',
      options: [
        {
          text: 'They cannot detect a printed photo held up to the camera.',
          explanation:
            'Catching photos and masks is exactly what basic liveness checks are good at.',
          correct: false,
        },
        {
          text: 'They only work on older phones.',
          explanation:
            'Phone age is not the issue. The weakness is fake video fed straight into the app.',
          correct: false,
        },
        {
          text: 'They can be beaten by fake video fed straight into the app, and they do nothing to protect later calls.',
          explanation:
            'Correct. So-called injection attacks skip the camera, and liveness only protects the moment of onboarding.',
          correct: true,
        },
        {
          text: 'They are illegal in South Africa.',
          explanation: 'They are not illegal, and banks use them widely.',
          correct: false,
        },
      ],
    },
    {
      id: 'Deepfake-7',
      kind: 'scenario',
      prompt:
        "A new customer is applying for an account through your app. The ID photo looks slightly edited, the face seems too young for the date of birth, and the customer keeps failing the live video check, blaming 'a bad camera'. What should you do?",
      options: [
        {
          text: 'Escalate the application for extra checks and do not open the account yet.',
          explanation:
            'Correct. These are red flags FinCEN listed for deepfake identity fraud. Extra checks protect the bank from a fake account.',
          correct: true,
        },
        {
          text: 'Skip the video check, because technical problems are common.',
          explanation: 'Blaming technical problems to avoid a live check is itself a warning sign.',
          correct: false,
        },
        {
          text: 'Open the account but set a low limit.',
          explanation:
            'Even low-limit accounts can be used to receive and pass on stolen money as mule accounts.',
          correct: false,
        },
      ],
    },
    {
      id: 'Deepfake-8',
      kind: 'knowledge',
      prompt: 'What did SABRIC report about deepfakes in South Africa in 2024?',
      options: [
        {
          text: 'That deepfakes had not yet been used in any South African fraud.',
          explanation: 'No. SABRIC recorded early cases of voice-cloned deepfake scams.',
          correct: false,
        },
        {
          text: 'Early cases of cloned-voice scams impersonating individuals and bank officials, with a warning about real-time deepfakes.',
          explanation:
            'Correct. SABRIC warned that real-time deepfake audio and video may become common in fraud.',
          correct: true,
        },
        {
          text: 'That deepfake fraud had replaced all other bank fraud.',
          explanation:
            'No. Most digital banking fraud still came from phishing, vishing and similar tricks.',
          correct: false,
        },
      ],
    },
    {
      id: 'Deepfake-9',
      kind: 'knowledge',
      prompt: 'What do criminals need to build a convincing deepfake of an executive?',
      options: [
        {
          text: "Access to the company's computer network",
          explanation: 'No network access is needed. In the Arup case no systems were broken into.',
          correct: false,
        },
        {
          text: "The executive's passwords",
          explanation: 'Passwords are not needed to copy a face or voice.',
          correct: false,
        },
        {
          text: 'Expensive film studio equipment',
          explanation: 'Deepfake tools are now cheap and easy to find.',
          correct: false,
        },
        {
          text: 'Public video and audio of the executive, such as interviews and talks',
          explanation:
            'Correct. Public footage is the raw material, which is why well-known leaders make attractive targets.',
          correct: true,
        },
      ],
    },
    {
      id: 'Deepfake-10',
      kind: 'knowledge',
      prompt:
        'You realise you have just paid a deepfake fraudster. What is the most urgent first step?',
      options: [
        {
          text: 'Call your bank at once to try to recall or freeze the transfer.',
          explanation: 'Correct. Money moves on quickly through mule accounts, so minutes matter.',
          correct: true,
        },
        {
          text: 'Write a full report for management first.',
          explanation: 'Reports matter, but only after the bank has been asked to stop the money.',
          correct: false,
        },
        {
          text: 'Delete the messages so the criminals cannot contact you again.',
          explanation: 'Keep all messages. Police and the bank need them as evidence.',
          correct: false,
        },
      ],
    },
  ],
  sources: [arupCase, ic3Report2025, sabric2024, humanDetection, fincenAlert],
};
