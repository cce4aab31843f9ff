import type { DefenseContent } from '../types';

export const defense: DefenseContent = {
  id: 'DeepfakeDetection',
  summary:
    'Checklists, liveness tests and AI tools that try to spot faked faces and cloned voices before the bank trusts them.',
  whatItIs: [
    "A deepfake is a video, image or voice recording made or changed by artificial intelligence (AI) so that it looks or sounds like a real person. Criminals use deepfakes to pose as bosses on video calls and to clone a customer's voice on the phone. They also use faked faces and documents to pass identity checks. Deepfake detection is the set of measures a bank uses to spot such fakes. It includes staff checklists for suspicious calls, and liveness checks when customers open accounts online. It also includes software that scores audio and video for signs of tampering.",
    'It is aimed at [deepfake fraud](/frauds/Deepfake) and voice-clone [vishing](/frauds/Vishing). It also targets the faked identity documents used in [synthetic identity theft](/frauds/SyntIdentityTheft). In November 2024 FinCEN, the US financial intelligence unit, warned banks that reports describing deepfake media had risen through 2023 and 2024. It said the reports particularly involved faked or altered identity documents used to get past customer checks.',
  ],
  howItWorks: [
    'A staff checklist sets out warning signs: lips out of step with speech, odd lighting or blurred edges around the face, and a person who avoids movements that were not planned. Above all, it warns of unusual urgency and secrecy. Staff are told to ask an unexpected question or to ask for a simple action, such as turning the head. If anything feels wrong, they end the call and check through a known channel.',
    'Liveness checks are used when a customer opens an account on a phone. The app asks for a selfie video and checks that a real person is in front of the camera right now, not a printed photo, a mask or a screen held up to the lens. This is called presentation attack detection. The face is then matched against the photo on the identity document.',
    'AI media forensics runs detection models on calls, videos and uploaded documents. The models look for traces that AI tools leave behind. They give a score for how likely the media is to be fake. High scores trigger extra checks rather than an automatic refusal, because no detector is perfect.',
  ],
  levels: [
    {
      inPractice:
        "Staff get a short list of warning signs and are told to pause and check when they see them. It is cheap and raises awareness, but on its own it catches very little. A review of 56 studies with over 86,000 people was published in 2024. It found that people spotted high-quality deepfakes only about 55.5% of the time, which is not reliably better than guessing. The checklist's real value is the habit it builds: hang up and call back.",
    },
    {
      inPractice:
        'Opening an account remotely requires a live selfie video. The video is checked for signs of a photo, mask or replayed screen, then matched to the identity document. This blocks many crude attempts to open accounts with stolen or made-up identities, which is why it helps most against synthetic identities. Its blind spot is the injection attack, where criminals feed a fake video straight into the app as if it came from the camera. Gartner warned in 2024 that current testing standards for these checks do not cover such attacks. It said injection attacks rose 200% in 2023.',
    },
    {
      inPractice:
        'Detection software scores calls, video meetings and uploaded documents in real time and flags likely fakes for a human to review. This adds protection after a customer has joined, for example on calls to the contact centre or on video calls with bosses, so it stops the most. It is still far from perfect: attackers test their fakes against detectors, and the tools need constant updates.',
    },
  ],
  limitations: [
    'Detection is an arms race, and the detectors are not clearly winning. Researchers tested open-source detection models on real deepfakes that were shared online in 2024. Compared with older test sets, the models lost about half of their ability to tell real from fake. The drop was about 50% for video, 48% for audio and 45% for images. Commercial tools did better, but still not as well as trained human forensic analysts. That is why even the top level of this defence stops only a share of deepfake fraud in the game.',
    'People are poor detectors, and a good fake can be very convincing. The 2024 Arup case shows how far a convincing fake can go. A finance employee in Hong Kong made 15 transfers totalling HK$200 million (about US$25 million). It followed a video call in which every other person was a deepfake. No detector was needed to stop it; an independent check with head office would have done so. So the strongest protection against deepfake payment fraud is [Verification Protocols](/defenses/VerificationProtocols), with detection as a supporting layer.',
    'Detection also has side effects. Liveness checks can fail for real customers, for example in poor light or on older phones, which pushes them into slower manual checks. False alarms on calls can offend real customers. And detection does nothing against [vishing](/frauds/Vishing) that uses an ordinary human voice, which is why its cover against vishing in the game is small.',
  ],
  realWorldCost: [
    'A checklist costs little beyond training time. Liveness checks are usually bought from identity-verification vendors and priced per check, so the cost grows with the number of new customers. The bank also needs staff to review the cases the system cannot decide. AI forensics for calls and video is a newer, more expensive product that must be built into contact-centre and meeting systems.',
    'There are hidden costs as well. Some customers give up during a fiddly selfie check. Face and voice data are sensitive personal information, so privacy and data-protection work is needed. Vendors must be re-tested often as new deepfake tools appear. Banks that use voice recognition for phone banking may also need to review it and add other checks, because voice cloning keeps getting better.',
  ],
  sources: [
    {
      title:
        'Human performance in detecting deepfakes: A systematic review and meta-analysis of 56 papers',
      publisher: 'Computers in Human Behavior Reports (Diel and others)',
      year: 2024,
      url: 'https://doi.org/10.1016/j.chbr.2024.100538',
    },
    {
      title:
        'Deepfake-Eval-2024: A Multi-Modal In-the-Wild Benchmark of Deepfakes Circulated in 2024',
      publisher: 'arXiv (Chandra and others, TrueMedia.org)',
      year: 2025,
      url: 'https://arxiv.org/abs/2503.02857',
    },
    {
      title:
        'Gartner Predicts 30% of Enterprises Will Consider Identity Verification and Authentication Solutions Unreliable in Isolation Due to AI-Generated Deepfakes by 2026',
      publisher: 'Gartner',
      year: 2024,
      url: 'https://www.gartner.com/en/newsroom/press-releases/2024-02-01-gartner-predicts-30-percent-of-enterprises-will-consider-identity-verification-and-authentication-solutions-unreliable-in-isolation-due-to-deepfakes-by-2026',
    },
    {
      title:
        'FinCEN Alert on Fraud Schemes Involving Deepfake Media Targeting Financial Institutions (FIN-2024-Alert004)',
      publisher: 'Financial Crimes Enforcement Network (FinCEN)',
      year: 2024,
      url: 'https://www.fincen.gov/sites/default/files/shared/FinCEN-Alert-DeepFakes-Alert508FINAL.pdf',
    },
    {
      title: 'Arup revealed as victim of $25 million deepfake scam involving Hong Kong employee',
      publisher: 'CNN',
      year: 2024,
      url: 'https://www.cnn.com/2024/05/16/tech/arup-deepfake-scam-loss-hong-kong-intl-hnk',
    },
  ],
};
