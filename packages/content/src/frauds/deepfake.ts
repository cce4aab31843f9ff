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
      text: 'A review of 56 studies with over 86,000 people found that people spot deepfakes only about 55% of the time. That is not reliably better than guessing.',
      year: 2024,
      source: humanDetection,
    },
  ],
  whoIsTargeted: [
    'Finance and treasury staff who can release large payments are the main targets. Criminals favour companies whose leaders appear in public videos and interviews, because that footage is the raw material for the fake.',
    'Banks are also targeted at the front door. In November 2024 FinCEN, a US Treasury agency that fights financial crime, warned banks about a rise since 2023 in reports of deepfake ID documents, photos and videos used to open accounts. Customers are targeted with cloned voices of relatives or bank staff, and with fake celebrity videos that promote [Investment Scams](/frauds/InvestmentScam).',
  ],
  howToDefend: [
    '[Verification Protocols](/defenses/VerificationProtocols) are the strongest defence, because they do not depend on spotting the fake. Any high-risk request is checked through a channel the requester does not control: a call back to a number already on file, an agreed code word, and an independent check for every large or unusual payment, however senior the person asking. In the Arup case, a rule that every large transfer is first confirmed with head office on a number already known, with no exceptions, would have stopped the fraud before the first payment. A call-back left to each person’s judgement is weaker, because under pressure it is the step people skip.',
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
          text: 'Confirm by asking her to repeat it on the call, since you can clearly see and hear her.',
          explanation:
            'Seeing and hearing someone is no longer proof. Live deepfakes can move and answer in real time during a video call.',
          correct: false,
        },
        {
          text: 'Pay once she turns her head on camera and the video looks normal.',
          explanation:
            'Good deepfakes may show none of the visual signs, and people spot deepfakes at about the level of chance.',
          correct: false,
        },
        {
          text: "Pay nothing until you ring the CFO's usual line, since video can be faked.",
          explanation:
            'A call-back and the usual approval do not depend on spotting the fake, so they work either way. That is why [Verification Protocols](/defenses/VerificationProtocols) are the strongest defence.',
          correct: true,
        },
        {
          text: 'Check with the two colleagues on the call, then pay if they confirm it.',
          explanation:
            'The colleagues may be fakes too: in the Arup case everyone else on the call was a deepfake. Only a call to a number you already had, outside the video, settles it.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'A video meeting opens with your group finance director, Johan Botha, and two managers you know. He tells you to send R3.8 million to an unfamiliar overseas vendor before 17:00 and to keep it between you. What is the right move?',
          options: [
            {
              text: 'Ask him to repeat the order on the call, as you can plainly see and hear him.',
            },
            { text: 'Go ahead once the picture looks natural and he moves his head freely.' },
            { text: 'Hold off and ring Johan on his saved mobile, as faces can be faked.' },
            {
              text: 'Get the two managers in the meeting to confirm it, then make the transfer.',
              explanation:
                'The two managers may be fakes as well: in the Arup case everyone else on the call was a deepfake. Only a call to a number you already had, outside the meeting, settles it.',
            },
          ],
        },
      ],
    },
    {
      id: 'Deepfake-2',
      kind: 'knowledge',
      prompt: 'How did the Arup deepfake fraud in Hong Kong finally come to light?',
      options: [
        {
          text: 'The worker asked the UK office about it after the payments.',
          explanation:
            'An independent check with head office exposed the fraud, but only after 15 transfers worth HK$200 million had gone.',
          correct: true,
        },
        {
          text: 'A deepfake detection tool flagged the video call as fake.',
          explanation:
            'No detection tool caught this fake. A human check with head office did, too late to stop the payments.',
          correct: false,
        },
        {
          text: "Arup's security systems picked up a break-in on its network.",
          explanation:
            'Arup said none of its systems were broken into. People were fooled, not computers, so there was no break-in to detect.',
          correct: false,
        },
        {
          text: 'The receiving banks in Hong Kong refused to pay the money out.',
          explanation:
            'The 15 transfers went through to five Hong Kong accounts. The fraud surfaced when the employee checked with head office.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Arup's Hong Kong office lost HK$200 million through a faked video call. What finally exposed the fraud?",
          options: [
            { text: 'A query the staff member sent to UK headquarters after paying' },
            { text: 'A detection tool that screens video calls raised an alarm mid-meeting' },
            { text: "Arup's IT team found intruders moving around inside its network" },
            { text: 'Banks in Hong Kong blocked payouts to the five receiving accounts' },
          ],
        },
      ],
    },
    {
      id: 'Deepfake-3',
      kind: 'knowledge',
      recallsFigure: true,
      prompt:
        'A 2024 review of 56 studies tested how well people spot deepfakes. What did it find?',
      options: [
        {
          text: 'About 75% correct, and better than guessing for trained staff',
          explanation:
            'The review found much lower accuracy, about 55%. A checklist of visual clues gives little protection against good fakes.',
          correct: false,
        },
        {
          text: 'About 90% correct, once people know what clues to look for',
          explanation:
            'Knowing the clues helps little, because good deepfakes may show none of them. The review found accuracy of about 55%.',
          correct: false,
        },
        {
          text: 'About 35% correct, which is worse than tossing a coin',
          explanation:
            'People did not do worse than chance; they did about as well as chance, at roughly 55% correct.',
          correct: false,
        },
        {
          text: 'About 55% correct, close to what guessing gives',
          explanation:
            'People spot good deepfakes about 55% of the time. That is why checks that do not rely on spotting the fake matter more.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'Researchers pooled 56 studies, with over 86,000 people, on spotting deepfakes. Roughly how often did people get it right?',
          options: [
            { text: 'Some 75 cases out of 100, with trained staff beating chance' },
            { text: 'Some 90 cases out of 100, once they know the clues' },
            { text: 'Some 35 cases out of 100, worse than a coin toss' },
            { text: 'Some 55 cases out of 100, barely above a coin toss' },
          ],
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
          text: 'Release it, because you know his voice well and it is clearly him.',
          explanation:
            'AI can clone a voice from public recordings, so a familiar voice proves nothing. A push to skip a block is itself a warning sign.',
          correct: false,
        },
        {
          text: 'Reply to the voice note and ask him to confirm he really sent it, since he knows you.',
          explanation:
            'If the voice note is fake, your reply goes to the criminal, who will say yes. Check through a channel the sender does not control.',
          correct: false,
        },
        {
          text: "Ring the manager's known number first, since voices are easy to clone.",
          explanation:
            'A call to a number you already had reaches the real manager. Then follow the normal approval process, whatever he says.',
          correct: true,
        },
        {
          text: 'Check with colleagues whether the voice is his, and release it if they agree.',
          explanation:
            'Colleagues cannot hear a clone any better than you can; people spot good fakes at about the level of chance. A call to his known number is the check that works.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "A voicemail on your work phone sounds just like your regional head, Ms Dlamini. She says she is boarding a flight and needs you to lift the hold on a client's flagged transfer immediately. What is the safest thing to do?",
          options: [
            {
              text: 'Lift the hold; her voice is unmistakable and you have worked with her for years.',
            },
            {
              text: 'Call back the number she left in the voicemail to make sure it was really her.',
              explanation:
                'A number given in the message belongs to whoever left it. If the voicemail is fake, that call reaches the criminal, who will happily say yes.',
            },
            {
              text: 'Reach Ms Dlamini on a line you had on record, as voices can be copied.',
              explanation:
                'A call to a number you had before the voicemail reaches the real Ms Dlamini. Then follow the normal approval process, whatever she says.',
            },
            {
              text: 'Play the message to colleagues and lift the hold if they agree it is her.',
              explanation:
                'Colleagues cannot hear a clone any better than you can; people spot good fakes at about the level of chance. A call to her known number is the check that works.',
            },
          ],
        },
      ],
    },
    {
      id: 'Deepfake-6',
      kind: 'knowledge',
      prompt: 'What is the main weakness of liveness checks at account opening?',
      options: [
        {
          text: 'They cannot tell a printed photo from a live face on camera.',
          explanation:
            'Catching photos and masks held up to the camera is what liveness checks do well. Their gap lies elsewhere.',
          correct: false,
        },
        {
          text: 'They fail on cheap phones, so many real customers are refused.',
          explanation:
            'The weakness that matters for fraud is criminals getting through, not phones failing. Fake video injected into the app can pass.',
          correct: false,
        },
        {
          text: "They check the ID document but ignore the person's face.",
          explanation:
            'A liveness check tests the face in front of the camera, to show that a real, present person is there.',
          correct: false,
        },
        {
          text: 'They miss forged footage piped in instead of filmed live.',
          explanation:
            'Criminals can skip the camera and feed fake video into the app directly. That is why liveness is one layer, not the whole defence.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'Banks use liveness checks when a customer opens an account. Where do these checks fall short most?',
          options: [
            { text: 'They let a photo printed on paper pass as a real face in front of the lens.' },
            { text: 'They turn away too many honest applicants who use older phones.' },
            { text: "They examine the ID card and skip over the applicant's face." },
            { text: 'They pass forged footage injected instead of a live lens feed.' },
          ],
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
          text: 'Skip the video check this time, since camera problems are common.',
          explanation:
            'A customer who avoids a live video check and blames technical problems is itself a warning sign of deepfake account fraud.',
          correct: false,
        },
        {
          text: 'Hold the account and send the application for extra identity checks.',
          explanation:
            'Edited photos, a face that does not fit the date of birth and a customer who avoids a live check are warning signs FinCEN has described.',
          correct: true,
        },
        {
          text: 'Open the account but set a low limit until the camera works.',
          explanation:
            'Low-limit accounts are still useful to criminals as mule accounts that receive and pass on stolen money.',
          correct: false,
        },
        {
          text: 'Approve it, because the ID number is valid and matches the name.',
          explanation:
            'Criminals can pair real details with fake images. A valid ID number does not prove the person on camera is its owner.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "A woman opening an account on your bank's website sends a selfie that looks retouched; her ID says she is 58 but she looks about 30. She keeps dropping out of the live video step, saying her internet is weak. What do you do?",
          options: [
            { text: 'Let her skip the video step this once; weak connections happen a lot.' },
            { text: 'Pause the application and refer it for further ID checks.' },
            { text: 'Open it with a small transfer limit until her internet improves.' },
            { text: 'Check that the ID number is real and matches her name, then approve it.' },
          ],
        },
      ],
    },
    {
      id: 'Deepfake-9',
      kind: 'knowledge',
      prompt: 'What do criminals need to build a convincing deepfake of an executive?',
      options: [
        {
          text: 'Recordings of the boss that are public, such as interviews',
          explanation:
            'Public footage is the raw material, which is why firms whose leaders appear in videos and interviews are favoured targets.',
          correct: true,
        },
        {
          text: "Access to the company's computer network and email system",
          explanation:
            "No network access is needed. In the Arup case, none of the firm's systems were broken into.",
          correct: false,
        },
        {
          text: "The executive's passwords, taken in an earlier phishing attack",
          explanation:
            'Passwords do nothing to copy a face or a voice. The raw material is footage the executive has already made public.',
          correct: false,
        },
        {
          text: 'Costly film studio equipment and a team of editing experts',
          explanation:
            'Deepfake tools are now cheap and easy to find. Public footage and ordinary computing power are enough.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "A gang wants to fake a chief executive's face and voice convincingly. What raw material do they need most?",
          options: [
            { text: 'Public clips of the executive, such as talks and speeches' },
            { text: "A foothold inside the firm's computer network and mail servers" },
            { text: "The executive's login passwords, stolen in an earlier phishing email" },
            { text: 'Expensive studio gear and a crew of professional video editors' },
          ],
        },
      ],
    },
    {
      id: 'Deepfake-10',
      kind: 'scenario',
      prompt:
        "Twenty minutes after you sent R850,000 on the orders of your 'CEO' in a video call, a colleague tells you the CEO is on leave overseas. You realise the call was a deepfake. What is the most urgent first step?",
      options: [
        {
          text: 'Write a full report for management and the bank before telling anyone else.',
          explanation:
            'Telling management matters, but after the bank has been asked to stop the money. A long report first costs precious time.',
          correct: false,
        },
        {
          text: 'Delete the chat and meeting invite so the criminals cannot reach you.',
          explanation:
            'Keep everything: emails, chats, meeting invites and payment details. The bank and the police need them as evidence.',
          correct: false,
        },
        {
          text: "Ring the bank's fraud number now to stop the transfer going through.",
          explanation:
            'Money moves on quickly through mule accounts, so minutes matter. A fast report gives the bank the best chance to recall it.',
          correct: true,
        },
        {
          text: "Email the 'CEO' account and ask it to send the money back.",
          explanation:
            'The account belongs to the criminal, who will not return anything. Contact the real person through a number you already had.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Half an hour after you transferred R640,000 on the instructions of your 'managing director' in a video meeting, her assistant mentions she has been in hospital since Monday. The meeting was a deepfake. What should you do first?",
          options: [
            {
              text: 'Draft a detailed incident report for the board and the bank before anything else.',
            },
            {
              text: 'Remove the meeting invite and chat history so the fraudsters lose contact with you.',
            },
            { text: 'Phone your bank right away and get it to stop that transfer.' },
            {
              text: "Message the 'managing director' account and demand the money back.",
              explanation:
                'That account belongs to the criminal, who will not return anything. Reach the real managing director through a number you already had.',
            },
          ],
        },
      ],
    },
    {
      id: 'Deepfake-11',
      kind: 'scenario',
      prompt:
        "Your finance team agreed a code word with the CEO for urgent payment requests. On a video call, 'the CEO' asks for R1.2 million to be paid now. When you ask for the code word, he says he has forgotten it and there is no time. What should you do?",
      options: [
        {
          text: 'Hold the payment and ring the CEO on the line in the staff directory.',
          explanation:
            'A forgotten code word plus time pressure is a reason to check, not to pay. A call to the number on file reaches the real CEO.',
          correct: true,
        },
        {
          text: 'Pay it, because he looks and sounds exactly like the CEO.',
          explanation:
            'Looking and sounding right is exactly what a deepfake is built to do. The missed code word is the warning sign that matters.',
          correct: false,
        },
        {
          text: 'Ask him questions a stranger could not answer, then release the payment.',
          explanation:
            'Details about a business are often public or easy to research. The agreed code word exists because such questions prove little.',
          correct: false,
        },
        {
          text: 'Release half now and the rest once he remembers the code word.',
          explanation:
            'Half a fraudulent payment is still lost to the criminal. No payment should go until the request has been checked.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Your accounts team and the chief executive, Mr Mokoena, agreed a secret word for rushed payment orders. On a video meeting he wants R900,000 sent immediately, and when asked for the word he says he has forgotten it and time is short. What now?',
          options: [
            {
              text: 'Stop and ring Mr Mokoena on his listed office number.',
              explanation:
                'A forgotten secret word plus time pressure is a reason to check, not to pay. A call to the number on file reaches the real Mr Mokoena.',
            },
            { text: 'Send it: his face and voice match the chief executive exactly.' },
            { text: "Test him with questions an outsider couldn't answer, then pay." },
            { text: 'Hold back half until he remembers the word and send the rest now.' },
          ],
        },
      ],
    },
    {
      id: 'Deepfake-12',
      kind: 'scenario',
      prompt:
        "Mrs Pillay gets a call from an unknown number. The voice is her grandson Kevin's: he is crying, says he was in a car accident and needs R15,000 for bail right now, and begs her not to tell his parents. What should she do?",
      options: [
        {
          text: 'Hang up and call Kevin or his parents before she sends anything.',
          explanation:
            'A call-back to a known number reaches the real Kevin. Criminals use cloned voices of relatives, and the plea for secrecy is a warning sign.',
          correct: true,
        },
        {
          text: "Send the money, as she knows Kevin's voice better than anyone.",
          explanation:
            'AI can clone a voice from short recordings posted online. Knowing a voice well no longer proves who is speaking.',
          correct: false,
        },
        {
          text: 'Ask him for his date of birth, then pay if he gets it right.',
          explanation:
            'Family details such as birthdays are often on social media. A correct answer does not prove the caller is Kevin.',
          correct: false,
        },
        {
          text: 'Call him back on the number he is calling from, then pay if it is him.',
          explanation:
            'Calling back the number the caller used reaches the caller again. Only a number she already had for Kevin or his parents reaches the real family.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Mr Abrahams gets a WhatsApp call from a number he does not know. It is his granddaughter Leila's voice, sobbing: she says she was arrested after a crash, needs R12,000 for bail at once and begs him to keep it from her mother. What should he do?",
          options: [
            {
              text: 'Hang up, then ring Leila or her mum on contacts he already saved.',
              explanation:
                'A call to a number he already had reaches the real Leila. Criminals use cloned voices of relatives, and the plea to keep it secret is a warning sign.',
            },
            { text: "Pay straight away; he would know his granddaughter's voice anywhere." },
            {
              text: 'Ask her the name of her first school, and pay if she answers correctly.',
              explanation:
                'Family details such as schools and birthdays are often on social media. A correct answer does not prove the caller is Leila.',
            },
            {
              text: 'Ring back the number that just called him, and pay if Leila answers.',
              explanation:
                'Calling back the number the caller used reaches the caller again. Only a number he already had for Leila or her mother reaches the real family.',
            },
          ],
        },
      ],
    },
    {
      id: 'Deepfake-13',
      kind: 'scenario',
      prompt:
        "During a video call, your 'CFO' asks for a secret payment to a new payee. A colleague watches closely: the lips match the words, the lighting is natural and the CFO turns his head freely. She says this proves the call is real. Is she right?",
      options: [
        {
          text: 'Yes, since deepfakes cannot yet handle head turns in real time.',
          explanation:
            'Live deepfakes can move and answer in real time, and good ones may show no visual flaws at all.',
          correct: false,
        },
        {
          text: 'No; a good deepfake may show no visual flaws, so it proves little.',
          explanation:
            'Visual clues help when they appear, but their absence proves nothing. The secret payment to a new payee is the real warning sign.',
          correct: true,
        },
        {
          text: 'Yes, because a live video call is much harder to fake than a voice.',
          explanation:
            'The Arup fraud used a live video call with several fake people. Video gives more to look at, not more proof.',
          correct: false,
        },
        {
          text: 'No, because the lighting and the shadows could have been checked more closely.',
          explanation:
            'Looking harder does not help much: people spot deepfakes at about the level of chance. The request should be checked instead.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "On a video meeting, your 'financial director' asks for a confidential transfer to a supplier nobody has paid before. Your colleague Ayesha studies the screen: the mouth keeps time with the words, the shadows look right and he glances left and right with ease. She concludes the call is genuine. Is she right?",
          options: [
            { text: 'Yes; the head turns check out, and live fakes still cannot manage those.' },
            { text: 'No. A polished fake can look flawless; a clean image settles nothing.' },
            { text: 'Yes. Faking a live video is far harder than faking a voice on the phone.' },
            { text: 'No; she should inspect the light and shadows more carefully first.' },
          ],
        },
      ],
    },
    {
      id: 'Deepfake-14',
      kind: 'knowledge',
      prompt:
        'In deepfake payment frauds, why is the victim often told to pay several new accounts quickly?',
      options: [
        {
          text: 'Large single payments trigger tax checks that several smaller ones avoid.',
          explanation:
            'The aim is speed, not dodging tax checks. Splitting helps the criminals move the money on through mule accounts.',
          correct: false,
        },
        {
          text: 'Foreign suppliers often ask to be paid across several banks.',
          explanation:
            'This is the kind of reason criminals give to make it sound normal. A new payee, or a payment split into many transfers, should trigger a check.',
          correct: false,
        },
        {
          text: 'Smaller transfers clear faster than one large transfer does.',
          explanation:
            'Clearing speed is not the point. Criminals want the money spread across mule accounts and moved on before the fraud is found.',
          correct: false,
        },
        {
          text: 'Many small sums spread across accounts are hard to stop in time.',
          explanation:
            'Splitting the money across accounts lets criminals pass it on through money mules quickly, before anyone checks with the real person.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'Why do deepfake fraudsters so often want the money sent in a hurry to a number of fresh accounts?',
          options: [
            { text: 'Splitting one big sum avoids the tax checks that large payments attract.' },
            { text: 'Suppliers abroad commonly want payment spread over several banks.' },
            { text: 'A few small transfers go through faster than one big one does.' },
            { text: 'Sums scattered over many accounts are hard to pull back in time.' },
          ],
        },
      ],
    },
    {
      id: 'Deepfake-15',
      kind: 'scenario',
      prompt:
        'Your director phones from an unknown number. The voice is his, and he needs a supplier payment approved today. When you say you will call him back on his office line, he gets angry, says his phone is broken and tells you to stay on the line. What is the best response?',
      options: [
        {
          text: 'Approve it, since he clearly has a reason for not using his line.',
          explanation:
            'Excuses for avoiding a call-back are part of the script. A voice that sounds right but will not let you call back is a warning sign.',
          correct: false,
        },
        {
          text: 'Ask him to wait while you ring his usual line before approving.',
          explanation:
            'Checking through a channel the caller does not control is the point of out-of-band verification. A real director can wait a few minutes.',
          correct: true,
        },
        {
          text: 'Approve it, but ask him to send an email confirming the request.',
          explanation:
            'An email can come from the criminal too. It does not check the request through a channel the caller does not control.',
          correct: false,
        },
        {
          text: "Ask him a question about last week's meeting, then approve it.",
          explanation:
            'Criminals research their targets and may answer well, or brush the question off. A call-back to a known number is far more reliable.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Your head of operations, Pieter, rings from a number you don't recognise. It is his voice, and he wants an invoice signed off before lunch. When you offer to call him back on his desk line, he snaps that it is down and insists you stay on the call. What do you do?",
          options: [
            { text: 'Sign it off; he has a believable reason for avoiding his desk line.' },
            {
              text: 'Tell him to hold on while you phone his usual number, then decide.',
              explanation:
                'Checking through a channel the caller does not control is the point of out-of-band verification. The real Pieter can wait a few minutes.',
            },
            { text: 'Sign it off once he sends an email to confirm the instruction.' },
            { text: 'Ask him about a recent team meeting, then sign the invoice off.' },
          ],
        },
      ],
    },
    {
      id: 'Deepfake-16',
      kind: 'knowledge',
      prompt: 'What does out-of-band verification mean?',
      options: [
        {
          text: 'Checking a request by questioning the sender closely on the same call, since fakes slip up',
          explanation:
            'Questions on the same call stay inside the channel the criminal controls. Out-of-band means stepping outside that channel.',
          correct: false,
        },
        {
          text: 'Checking a request by another route, since its channel is easy to fake',
          explanation:
            'For example, a request made on a video call is checked by calling back a number already on file. The criminal does not control that second channel.',
          correct: true,
        },
        {
          text: 'Checking a video for signs of editing with an AI detection tool',
          explanation:
            'That is deepfake detection, which helps less than people expect. Out-of-band verification is about the channel, not spotting the fake.',
          correct: false,
        },
        {
          text: "Checking a payee's bank details against a list of blocked accounts",
          explanation:
            'A block-list check has its uses, but it is not what the term means. Out-of-band means confirming the request through a separate channel.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "A colleague says big payment requests must be verified 'out of band'. What is she asking for?",
          options: [
            { text: 'Questioning the requester hard on the same call until any fake slips up' },
            { text: "Confirming it by a second route the other party can't touch" },
            { text: 'Running the video through an AI tool that spots signs of editing' },
            { text: "Matching the payee's account number against a list of blocked accounts" },
          ],
        },
      ],
    },
    {
      id: 'Deepfake-17',
      kind: 'knowledge',
      prompt:
        "In the Arup case, the finance employee first suspected that the 'CFO's' message was phishing. What overcame those doubts?",
      options: [
        {
          text: "A follow-up email from Arup's real domain confirmed the deal",
          explanation:
            'Arup said none of its systems were broken into, so no real mailbox was used. The doubts were overcome on a video call.',
          correct: false,
        },
        {
          text: 'A phone call from a Hong Kong bank approving the new accounts',
          explanation:
            'No bank vouched for the payments. The employee was convinced by a video call full of deepfakes and then made 15 transfers.',
          correct: false,
        },
        {
          text: "A video meeting in which the 'CFO' and colleagues were fakes",
          explanation:
            "The 'CFO' and several colleagues appeared live and gave instructions. Police said everyone else on the call was a deepfake made from public footage.",
          correct: true,
        },
        {
          text: "A signed contract sent by the supplier's law firm on letterhead",
          explanation:
            'No paperwork persuaded the employee. Seeing and hearing familiar people on a video call was what did it.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "The Arup finance worker at first took the message from the 'CFO' for phishing. What changed the worker's mind?",
          options: [
            { text: "A second email, sent from Arup's genuine mail server, backed up the deal" },
            { text: 'A Hong Kong bank phoned to say the new accounts had been approved' },
            { text: 'A meeting online where the finance chief and co-workers were AI fakes' },
            { text: "A signed agreement on a law firm's letterhead arrived from the supplier" },
          ],
        },
      ],
    },
    {
      id: 'Deepfake-18',
      kind: 'scenario',
      prompt:
        "Tumi in Treasury delayed a R2 million payment ordered by 'the CEO' on a video call, so she could call him back on his known number. It was genuine, and the deal was held up by an hour. The CEO is irritated. As her manager, what should you do?",
      options: [
        {
          text: 'Tell Tumi that video calls with the CEO can be trusted from now on.',
          explanation:
            'Seeing and hearing someone is no longer proof. Trusting video calls is exactly the gap a deepfake fraud uses.',
          correct: false,
        },
        {
          text: 'Let the CEO approve his own payments without checks in future.',
          explanation:
            'Skipping approvals for senior people is what criminals rely on. Checks should apply however senior the person asking.',
          correct: false,
        },
        {
          text: 'Ask Tumi to check by email instead, which is quicker and quieter.',
          explanation:
            'An email may come from the criminal too, and it is not a channel the requester cannot control. A call-back to a known number is.',
          correct: false,
        },
        {
          text: 'Back Tumi and make clear that checks like hers are expected.',
          explanation:
            "Staff should feel safe to pause a 'CEO' and call back. A culture where checking is expected and praised does more than a yearly course.",
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            "Sibusiso in the payments team held back a R3.5 million transfer that 'the CEO' ordered on a video call until he had phoned her on her known number. The order was real, the deal slipped by an hour and the CEO is annoyed. You manage Sibusiso: what do you do?",
          options: [
            { text: 'Tell Sibusiso that video calls from the CEO are safe to act on now.' },
            { text: 'Exempt the CEO from payment checks from now on.' },
            { text: 'Have Sibusiso confirm by email in future, which is faster and discreet.' },
            { text: 'Support Sibusiso and say that such checks are what you expect.' },
          ],
        },
      ],
    },
  ],
  sources: [arupCase, ic3Report2025, sabric2024, humanDetection, fincenAlert],
};
