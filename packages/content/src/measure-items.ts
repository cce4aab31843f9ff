import { FRAUDS } from '@ffl/engine/catalogue';
import { FAMILY_IDS, type FamilyId } from '@ffl/engine/ids';
import type { MeasureForm, MeasureItem } from './measure-types';

/*
 * The learning measure's held-out pool (issue "Learning you can prove", part 4). Never used to
 * teach or to pay, and never a copy of a drill or a quiz question: every story here is written for
 * the measure alone. For each family and each form (A, B, C) there is one scam decision, one
 * genuine decision and one scenario question, and the writer's difficulty rotates across the forms
 * as a Latin square, so each form has the same mean prior difficulty in every family:
 *
 *            scam     genuine   scenario
 *   form A   easy     medium    hard
 *   form B   medium   hard      easy
 *   form C   hard     easy      medium
 *
 * A decision item's "scam" means the message is fraudulent or shows a fraud under way (report
 * it); a genuine one is fine, however alarming it looks (trust it). validate-measure.ts checks the
 * composition, the rotation, the cue guards and the fiction rules. Ids are stable: never reuse one.
 */

export const MEASURE_ITEMS: readonly MeasureItem[] = [
  // ── Social engineering ─────────────────────────────────────────────────────────────────────
  {
    id: 'M-Phishing-1',
    fraudId: 'Phishing',
    form: 'A',
    difficulty: 'easy',
    kind: 'decision',
    scenario:
      'You bank with Protea Bank, whose website is proteabank.example and whose texts come from the sender name ProteaBank. You have not paid anyone today.',
    message: {
      channel: 'sms',
      from: '+27 71 555 0163',
      text: 'ProteaBank: A payment of R7 850 to Zulu Electronics is waiting for approval. If this was not you, cancel it at proteabank-cancel.example and enter the one-time PIN we send you.',
    },
    scam: true,
    signs: [
      {
        id: 'sender-number',
        text: 'It comes from the mobile number +27 71 555 0163.',
        sign: true,
        explanation:
          'Protea Bank texts from its sender name, so a message from an ordinary cellphone number did not come from its system.',
      },
      {
        id: 'payment-line',
        text: 'It names a payment of R7 850 to an electronics shop.',
        sign: false,
        explanation:
          'A real alert would name the payment too. The payment is the bait; where the message sends you is what decides.',
      },
      {
        id: 'cancel-link',
        text: 'The link goes to proteabank-cancel.example.',
        sign: true,
        explanation:
          "The bank's site is proteabank.example. A name with an extra word added belongs to whoever registered it.",
      },
      {
        id: 'code-line',
        text: 'It asks you to enter the one-time PIN it sends.',
        sign: true,
        explanation:
          'A code typed into that page goes straight to the criminal, who uses it to approve a payment or a new device.',
      },
    ],
    explanation:
      'The text comes from a cellphone number instead of the sender name, and sends you to a site that is not proteabank.example to type in a code. To look at a payment, open the Protea Bank app yourself.',
  },
  {
    id: 'M-BusinessEmailCompromise-1',
    fraudId: 'BusinessEmailCompromise',
    form: 'A',
    difficulty: 'medium',
    kind: 'decision',
    scenario:
      'You pay suppliers at Pinecrest Savings in Boston. Atlas Couriers bills you every month from accounts@atlascourier.example, and your supplier file holds its account at Harbor State Bank ending 3302.',
    message: {
      channel: 'email',
      from: 'Atlas Couriers <accounts@atlascourier.example>',
      subject: 'Invoice 2231 – payment due Friday',
      text: 'Please find attached invoice 2231 for March, $6,420.00, due this Friday under our 30-day terms. Payment goes to our usual Harbor State Bank account ending 3302. Late payments carry a 2% charge, as set out in our contract. Call Dana on the number in your file with any questions.',
    },
    scam: false,
    signs: [
      {
        id: 'due-date',
        text: 'It asks for payment by Friday.',
        sign: false,
        explanation:
          'A due date under the usual 30-day terms is normal. The warning sign would be pressure to skip your checks, and there is none.',
      },
      {
        id: 'account-line',
        text: 'It names the account the money should go to.',
        sign: false,
        explanation:
          'The account ending 3302 is the one in your supplier file, so nothing has changed.',
      },
      {
        id: 'late-charge',
        text: 'It warns of a 2% charge for paying late.',
        sign: false,
        explanation: 'A late charge written into the contract is an ordinary term of business.',
      },
      {
        id: 'attached-invoice',
        text: 'It comes with an invoice attached.',
        sign: false,
        explanation:
          'A supplier that bills you every month sends an invoice every month, from the address you know.',
      },
    ],
    explanation:
      'Everything that matters matches your file: the sender, the monthly invoice and the account ending 3302. It sends you to the number you already hold, not to one it supplies.',
  },
  {
    id: 'M-Deepfake-1',
    fraudId: 'Deepfake',
    form: 'A',
    difficulty: 'hard',
    kind: 'scenario',
    question:
      'Your finance director joins a video call from a new account, says a takeover deal is secret, and asks you to send $480,000 today in four payments to a law firm abroad. Her face and voice look and sound exactly like her. What should you do?',
    options: [
      { text: 'Leave the meeting and phone her on her known office line first.', correct: true },
      { text: 'Ask her to turn her head, and watch for lips out of sync.', correct: false },
      { text: 'Pay it, then e-mail her a copy of each transfer for her records.', correct: false },
      {
        text: "Reply in the meeting chat and ask her to confirm the payee's bank details.",
        correct: false,
      },
    ],
    explanation:
      'A convincing face and voice prove nothing now, and a fake on the same call can answer any question or gesture you ask for. A call to a number you already had reaches the real director, whom the criminal does not control.',
  },
  {
    id: 'M-Vishing-1',
    fraudId: 'Vishing',
    form: 'B',
    difficulty: 'medium',
    kind: 'decision',
    scenario:
      'You bank with Marula Bank, and the number on the back of your card is 011 555 0142. It is Saturday morning, and your phone rings.',
    message: {
      channel: 'call',
      from: '011 555 0142',
      text: '"Good morning, this is Neo from Marula Bank\'s fraud desk: someone is trying to spend R12 300 with your card in Durban. I have stopped it, but we need to move your savings to a protected account until Monday. Please stay on the line while I send the details to your app."',
    },
    scam: true,
    signs: [
      {
        id: 'card-story',
        text: 'The caller says someone is trying to spend R12 300 with your card.',
        sign: false,
        explanation:
          'Banks do call about blocked card payments, so the story alone does not tell you who is calling.',
      },
      {
        id: 'savings-move',
        text: 'The caller wants to move your savings to another account until Monday.',
        sign: true,
        explanation:
          'No bank moves your money to another account to keep it safe. That request is the heart of the scam.',
      },
      {
        id: 'stay-line',
        text: 'The caller asks you to stay on the line.',
        sign: true,
        explanation: 'Keeping you on the line stops you from calling the bank yourself.',
      },
      {
        id: 'caller-name',
        text: 'The caller gives a first name and says which team they work in.',
        sign: false,
        explanation: 'Real staff give their names too; a name and a team prove nothing either way.',
      },
    ],
    explanation:
      'Whatever number shows on the screen, a bank never moves your money to another account to protect it, and a caller who keeps you on the line is keeping you from checking. Hang up and call 011 555 0142 yourself, from another phone if you can.',
  },
  {
    id: 'M-AuthPushPayments-1',
    fraudId: 'AuthPushPayments',
    form: 'B',
    difficulty: 'hard',
    kind: 'decision',
    scenario:
      'An hour ago you paid a R45 000 deposit on a car to Kwena Motors, a new payee, using the bank details in the sales agreement you signed at the dealership. Marula Bank texts from the sender name MarulaBank, and the number on your card is 011 555 0150.',
    message: {
      channel: 'sms',
      from: 'MarulaBank',
      text: 'MarulaBank: We have paused your R45 000 payment to Kwena Motors, a new payee, for a safety check of up to 24 hours. We will call you from 011 555 0150 to talk it through. We will never ask for your PIN or OTP, or ask you to move money.',
    },
    scam: false,
    signs: [
      {
        id: 'paused-payment',
        text: 'It says your payment has been paused.',
        sign: false,
        explanation:
          'Banks slow down large first payments to new payees. The pause protects you and asks nothing of you.',
      },
      {
        id: 'payee-line',
        text: 'It names the payee and the amount.',
        sign: false,
        explanation: 'Both match the payment you made an hour ago.',
      },
      {
        id: 'hold-time',
        text: 'It mentions a hold of up to 24 hours.',
        sign: false,
        explanation: 'This is how long the bank may hold the money, not a deadline for you to act.',
      },
      {
        id: 'call-line',
        text: 'It says the bank will call you.',
        sign: false,
        explanation:
          'The number it gives is the one on your card, and you can call that number yourself instead of waiting.',
      },
    ],
    explanation:
      "The text matches the payment you made, comes under the bank's usual sender name, gives only the number on your card and asks you for nothing. A pause to talk about a large first payment to a new payee is a normal safety step.",
  },
  {
    id: 'M-InvestmentScam-1',
    fraudId: 'InvestmentScam',
    form: 'B',
    difficulty: 'easy',
    kind: 'scenario',
    question:
      'A friend from your church in Soweto invites you to a savings club that pays 8% a month, plus a bonus for every new member you bring. She shows you her own payouts for the last three months. What should you do?',
    options: [
      { text: 'Say no, and tell the regulator about the club and its promises.', correct: true },
      { text: 'Put in a small amount first and see whether it pays out as well.', correct: false },
      { text: "Ask the organiser for the club's bank statements before deciding.", correct: false },
      { text: "Check that the club's bank account is in the club's own name.", correct: false },
    ],
    explanation:
      "Early payouts are paid from newer members' money, which is why they look real until the club collapses. A fixed 8% a month and a bonus for each recruit mark such a scheme, whatever its bank account or statements show.",
  },
  {
    id: 'M-AuthPushPayments-2',
    fraudId: 'AuthPushPayments',
    form: 'C',
    difficulty: 'hard',
    kind: 'decision',
    scenario:
      "You are buying a flat in Chicago, and your closing attorney, Ruth Adeyemi of Adeyemi & Cole, has e-mailed you from ruth@adeyemicole.example for three months. Her firm's closing letter says the balance of $62,000 is due on Thursday.",
    message: {
      channel: 'email',
      from: 'Ruth Adeyemi <ruth@adeyemicole.example>',
      subject: 'Re: Closing on Thursday – funds',
      text: "Hi, just confirming Thursday's closing. Our auditors have moved our client trust account, so please wire the $62,000 to the new account at Lakeshore Bank in the attached letter, not the one in our closing letter. I'm in signings all day, so e-mail is best and there is no need to call.",
    },
    scam: true,
    signs: [
      {
        id: 'due-reminder',
        text: 'It reminds you that the money is due on Thursday.',
        sign: false,
        explanation: "The date is the one in the firm's closing letter, so the deadline is real.",
      },
      {
        id: 'sender-address',
        text: "It comes from Ruth's usual address, in the same thread.",
        sign: false,
        explanation:
          'This is what makes the scam work: her mailbox may have been broken into. A familiar address is not a warning sign, but it proves nothing.',
      },
      {
        id: 'new-account',
        text: 'It gives new bank details for the payment.',
        sign: true,
        explanation:
          'A lawyer whose bank details change just before a large payment is the classic redirection.',
      },
      {
        id: 'no-call',
        text: 'It says there is no need to call.',
        sign: true,
        explanation: 'Steering you away from the phone stops you from reaching the real Ruth.',
      },
    ],
    explanation:
      'A genuine thread can be hijacked, so a familiar address proves nothing when the bank details change just before a large payment. Call the firm on a number from its earlier letters or its website before you send anything.',
  },
  {
    id: 'M-Phishing-2',
    fraudId: 'Phishing',
    form: 'C',
    difficulty: 'easy',
    kind: 'decision',
    scenario:
      'You bank with Protea Bank, whose website is proteabank.example, and the number on the back of your card is 041 555 0112. Last week you switched to paperless statements.',
    message: {
      channel: 'email',
      from: 'Protea Bank <statements@proteabank.example>',
      subject: 'Your March statement is ready',
      text: 'Your March statement is in the Protea Bank app under Documents. From 1 May, statements older than 24 months will be removed from the app, so download any you want to keep. This e-mail has no links. If something looks wrong, call us on 041 555 0112.',
    },
    scam: false,
    signs: [
      {
        id: 'sender-line',
        text: 'It comes from statements@proteabank.example.',
        sign: false,
        explanation: "The address is on the bank's own domain, proteabank.example.",
      },
      {
        id: 'removal-notice',
        text: 'It gives a deadline: older statements are removed from 1 May.',
        sign: false,
        explanation:
          'A change to a service announced weeks ahead is ordinary, and it asks you to do nothing through the e-mail.',
      },
      {
        id: 'download-request',
        text: 'It asks you to download the statements you want to keep.',
        sign: false,
        explanation: 'You would do that in the app you already use, not through a link.',
      },
      {
        id: 'phone-line',
        text: 'It asks you to call if something looks wrong.',
        sign: false,
        explanation: 'The number is the one on the back of your card.',
      },
    ],
    explanation:
      "The e-mail comes from the bank's own domain, holds no link and sends you only to the app and the number on your card. A change announced weeks ahead, with nothing to type in, is how a real notice reads.",
  },
  {
    id: 'M-BusinessEmailCompromise-2',
    fraudId: 'BusinessEmailCompromise',
    form: 'C',
    difficulty: 'medium',
    kind: 'scenario',
    question:
      'Your managing director e-mails from his usual address while at a trade fair abroad: a confidential R380 000 deposit must go to a new supplier today, and he cannot take calls. The second sign-off in the payment system would take until tomorrow. What should you do?',
    options: [
      {
        text: 'Keep the deposit back until you have spoken to him on his usual number.',
        correct: true,
      },
      {
        text: "Reply to his e-mail and ask him to confirm the supplier's details.",
        correct: false,
      },
      { text: 'Forward the e-mail to a colleague and pay once she approves it.', correct: false },
      {
        text: 'Pay the deposit and log the request in the payment system afterwards.',
        correct: false,
      },
    ],
    explanation:
      'An urgent, secret payment that skips the approvals is the pattern of this fraud, and a real mailbox can be taken over. A reply goes to whoever controls the mailbox, and a colleague reads the same e-mail, so only a call to the number you already hold reaches the real director.',
  },

  // ── Cyber attacks ──────────────────────────────────────────────────────────────────────────
  {
    id: 'M-Ransomware-1',
    fraudId: 'Ransomware',
    form: 'A',
    difficulty: 'easy',
    kind: 'decision',
    scenario:
      'You work in the loans team at Harbourline Bank in Chicago, where staff e-mail addresses end in @harbourline.example. You are not expecting any documents today.',
    message: {
      channel: 'email',
      from: 'Accounts <share@fileshare-portal.example>',
      subject: 'Invoice_88213.doc shared with you',
      text: 'Accounts has shared a document with you. The file is protected: open Invoice_88213.doc and click Enable Content to view it. The link to the file stays open for 48 hours.',
    },
    scam: true,
    signs: [
      {
        id: 'sender-domain',
        text: 'It comes from an address at fileshare-portal.example.',
        sign: true,
        explanation:
          'It claims to be from Accounts, but the address is outside harbourline.example, where your colleagues write from.',
      },
      {
        id: 'enable-step',
        text: 'It tells you to click Enable Content to see the file.',
        sign: true,
        explanation:
          'Enabling content lets the document run code on your computer, which is how many ransomware attacks begin.',
      },
      {
        id: 'document-line',
        text: 'It comes with a document you were not expecting.',
        sign: true,
        explanation: 'An unexpected invoice is a favourite way to get a harmful file opened.',
      },
      {
        id: 'link-time',
        text: 'It says the link stays open for 48 hours.',
        sign: false,
        explanation:
          'Share links often expire. A time limit is not what makes this message dangerous.',
      },
    ],
    explanation:
      'A document that asks you to enable content is how many ransomware attacks start, and an unexpected invoice from outside the bank adds to the warning. Report the e-mail without opening the file.',
  },
  {
    id: 'M-Ddos-1',
    fraudId: 'Ddos',
    form: 'A',
    difficulty: 'medium',
    kind: 'decision',
    scenario:
      "You watch Marula Bank's online banking traffic. On payday, traffic at midnight is usually five to seven times a normal weekday's, and 96% to 98% of logins succeed.",
    message: {
      channel: 'email',
      from: 'Traffic monitor <monitor@marulabank.example>',
      subject: 'Payday peak report, 00:00 to 01:00',
      text: 'Requests peaked at 6.2 times a normal weekday at 00:07, almost all from South African networks. Successful logins stayed at 97%. App response time rose from 0.4 to 1.1 seconds and was back to normal by 00:50.',
    },
    scam: false,
    signs: [
      {
        id: 'peak-size',
        text: 'Traffic peaked at more than six times a normal weekday.',
        sign: false,
        explanation: 'That is inside the usual payday range of five to seven times.',
      },
      {
        id: 'peak-time',
        text: 'The peak came within minutes of midnight.',
        sign: false,
        explanation: 'Salaries land at midnight on payday, and customers sign in to see them.',
      },
      {
        id: 'traffic-origin',
        text: 'Almost all the requests came from South African networks.',
        sign: false,
        explanation:
          "That is where the bank's customers are. A flood from many countries at once would be the warning.",
      },
      {
        id: 'response-time',
        text: 'The app took nearly three times as long to respond.',
        sign: false,
        explanation:
          'Busy systems slow down under a real peak. Logins kept succeeding, and the delay passed within the hour.',
      },
    ],
    explanation:
      'A payday peak looks like a flood, but this one has the usual size and sources and keeps logins succeeding at the usual rate. An attack would come from unusual places and make successful logins drop.',
  },
  {
    id: 'M-ZeroDayExploit-1',
    fraudId: 'ZeroDayExploit',
    form: 'A',
    difficulty: 'hard',
    kind: 'scenario',
    question:
      'A supplier warns that attackers are already using a flaw in the VPN gateway it sold your Seattle bank, and no patch will exist for about a week. The gateway is on the latest version and shows nothing odd. What should you do now?',
    options: [
      {
        text: "Use the supplier's stopgap fix now and search for traces of an intruder.",
        correct: true,
      },
      {
        text: 'Wait for the patch, then install it within 48 hours of its release.',
        correct: false,
      },
      {
        text: 'Run a full antivirus scan on the gateway and keep it online if it is clean.',
        correct: false,
      },
      {
        text: 'Change the admin password and restart the gateway to clear any intruder.',
        correct: false,
      },
    ],
    explanation:
      'A fully patched system is still open to a flaw that has no fix yet, and a scanner has nothing to look for. The stopgap shields the gateway until the patch arrives, and attackers may already be inside, so their traces must be hunted for now.',
  },
  {
    id: 'M-ManInTheMiddle-1',
    fraudId: 'ManInTheMiddle',
    form: 'B',
    difficulty: 'medium',
    kind: 'decision',
    scenario:
      'You are waiting at a gate in Durban airport. A sign at the gate says the free Wi-Fi is called DBN-Airport-Free and asks only for your e-mail address.',
    message: {
      channel: 'web',
      from: 'DBN-Airport-Free sign-in page',
      subject: 'wifi-login.dbn-airport-free.example',
      text: 'Welcome to DBN-Airport-Free. Free access lasts 4 hours. To confirm you are a South African account holder, sign in with your online banking username and password.',
    },
    scam: true,
    signs: [
      {
        id: 'network-list',
        text: 'Your phone lists two networks called DBN-Airport-Free.',
        sign: true,
        explanation:
          'A second network with the same name is often a copy set up to sit between you and the internet.',
      },
      {
        id: 'time-limit',
        text: 'It limits free access to 4 hours.',
        sign: false,
        explanation: 'Public Wi-Fi often limits time, which says nothing about who runs the page.',
      },
      {
        id: 'page-opening',
        text: 'The page opened by itself when you joined the network.',
        sign: false,
        explanation: 'Sign-in pages on public Wi-Fi usually open on their own.',
      },
      {
        id: 'banking-login',
        text: 'It asks for your online banking username and password.',
        sign: true,
        explanation:
          'No Wi-Fi provider needs your banking login, and the sign at the gate asked only for an e-mail address.',
      },
    ],
    explanation:
      'Two networks with one name suggest a copy run by someone who wants to sit between you and the internet, and no Wi-Fi provider needs your banking password. Use mobile data instead, or ask airport staff which network is theirs, and never type bank details into a Wi-Fi page.',
  },
  {
    id: 'M-CryptoJacking-1',
    fraudId: 'CryptoJacking',
    form: 'B',
    difficulty: 'hard',
    kind: 'decision',
    scenario:
      "You manage Protea Bank's account with Cumulo Cloud. Nkosi Dlamini joins the data team today, and the team's admin, Lerato Moloi, told you she would set up his cloud access this morning from the Johannesburg office.",
    message: {
      channel: 'email',
      from: 'Cumulo Cloud <notices@cumulocloud.example>',
      subject: 'New user and access key in your account',
      text: 'A new user, ndlamini, was added to your account at 09:14 by lmoloi. An access key was created for ndlamini at 09:16 from Johannesburg, South Africa. If you do not recognise this activity, review it in the Cumulo console.',
    },
    scam: false,
    signs: [
      {
        id: 'new-user',
        text: 'It reports a user added to the cloud account today.',
        sign: false,
        explanation:
          'A new user is a warning when nobody created it. Lerato said she would add Nkosi this morning.',
      },
      {
        id: 'new-key',
        text: 'It reports a new access key.',
        sign: false,
        explanation: 'New staff need keys, and this one belongs to the user who joined today.',
      },
      {
        id: 'key-place',
        text: 'It names the city where the key was created.',
        sign: false,
        explanation: 'Johannesburg is where the office is and where Lerato works.',
      },
      {
        id: 'review-line',
        text: 'It tells you to review any activity you do not recognise.',
        sign: false,
        explanation: 'It sends you to the console you already use, not to a link in the e-mail.',
      },
    ],
    explanation:
      'New users and keys are a warning sign when nobody created them, and here the user, the admin, the time and the place all match what Lerato told you. The notice sends you to the console you already use.',
  },
  {
    id: 'M-SqlInjection-1',
    fraudId: 'SqlInjection',
    form: 'B',
    difficulty: 'easy',
    kind: 'scenario',
    question:
      "You look after the loan calculator on Harbourline Bank's Chicago website. Its log shows hundreds of form entries such as ' OR 1=1 -- from one address overnight, and visitors are now seeing database error messages. What should you do?",
    options: [
      {
        text: 'Report it to security, keep the logs and take the form offline until fixed.',
        correct: true,
      },
      {
        text: 'Delete the odd log entries and restart the web server to clear the errors.',
        correct: false,
      },
      { text: 'Block that one address and leave the calculator online as it is.', correct: false },
      {
        text: 'Hide the error messages from visitors and check the logs again next week.',
        correct: false,
      },
    ],
    explanation:
      "Entries like ' OR 1=1 followed by database errors show someone trying to turn form input into commands. The logs are evidence, and blocking one address does nothing while the flaw is still there.",
  },
  {
    id: 'M-Xss-1',
    fraudId: 'Xss',
    form: 'C',
    difficulty: 'hard',
    kind: 'decision',
    scenario:
      'You bank with Marula Bank, whose website is www.marulabank.example and whose texts come from the sender name MarulaBank. You entered its winter savings draw for a R25 000 prize.',
    message: {
      channel: 'sms',
      from: 'MarulaBank',
      text: 'MarulaBank: You are a finalist in our winter savings draw! Sign in through this link to claim your place: https://www.marulabank.example/search?q=%3Cscript%20src%3Dhttps%3A%2F%2Fcdn-stats.invalid%2Fw.js%3E%3C%2Fscript%3E',
    },
    scam: true,
    signs: [
      {
        id: 'sender-name',
        text: 'It comes under the sender name MarulaBank.',
        sign: false,
        explanation:
          'This is the name the bank uses. Sender names can be copied, so it decides nothing either way.',
      },
      {
        id: 'address-end',
        text: 'The web address ends in a long run of % codes.',
        sign: true,
        explanation:
          'Decoded, the codes load a script from another domain into the real page, where it can read what you type.',
      },
      {
        id: 'finalist-line',
        text: 'It says you are a finalist in a prize draw.',
        sign: false,
        explanation: 'You did enter the draw, so a message about it fits your life.',
      },
      {
        id: 'sign-in-step',
        text: 'It asks you to sign in through the link.',
        sign: true,
        explanation:
          "Signing in on a page that carries a stranger's script hands your login to that stranger.",
      },
    ],
    explanation:
      "The link really opens the bank's own site, but the encoded text after the address adds a script from another domain to the page, where it can read your login. Open the app or type the bank's address yourself to see the draw.",
  },
  {
    id: 'M-Ransomware-2',
    fraudId: 'Ransomware',
    form: 'C',
    difficulty: 'easy',
    kind: 'decision',
    scenario:
      'You work at Harbourline Bank in Chicago, where IT installs every update through the Software Centre on your laptop and writes from servicedesk@harbourline.example.',
    message: {
      channel: 'email',
      from: 'IT Service Desk <servicedesk@harbourline.example>',
      subject: 'Required update tonight: your laptop restarts at 22:00',
      text: "This month's security updates install through the Software Centre tonight, and your laptop will restart at 22:00. Please save your work and leave the laptop on and plugged in. You do not need to download, open or enable anything. If any message asks you to install an update from a link or an attachment, report it.",
    },
    scam: false,
    signs: [
      {
        id: 'restart-time',
        text: 'It says your laptop will restart at 22:00.',
        sign: false,
        explanation: 'Updates often need a restart, and a night-time one disturbs nobody.',
      },
      {
        id: 'required-line',
        text: 'The subject calls the update required and gives a deadline of tonight.',
        sign: false,
        explanation: 'Security updates are not optional at a bank, and this one installs itself.',
      },
      {
        id: 'sender-line',
        text: 'It comes from servicedesk@harbourline.example.',
        sign: false,
        explanation: "That is the service desk's usual address.",
      },
      {
        id: 'leave-on',
        text: 'It asks you to leave your laptop on overnight.',
        sign: false,
        explanation:
          'The Software Centre can only install updates on a laptop that is switched on.',
      },
    ],
    explanation:
      "The notice comes from the service desk's usual address and installs through the Software Centre, the bank's normal way to update. It asks you to download or enable nothing, which is exactly where a fake update would strike.",
  },
  {
    id: 'M-ManInTheMiddle-2',
    fraudId: 'ManInTheMiddle',
    form: 'C',
    difficulty: 'medium',
    kind: 'scenario',
    question:
      "At a conference centre in Denver, you open your bank's website from a bookmark you saved yourself, over the centre's Wi-Fi. The browser warns that the connection is not private and the certificate is not valid. What should you do?",
    options: [
      {
        text: "Close the page and switch to your bank's app on mobile data instead.",
        correct: true,
      },
      {
        text: "Continue to the site, then check the address bar shows the bank's name.",
        correct: false,
      },
      {
        text: 'Reload the page a few times until the warning goes away by itself.',
        correct: false,
      },
      { text: 'Ask the front desk whether their Wi-Fi is safe, then sign in.', correct: false },
    ],
    explanation:
      'A certificate warning on a site you reached by your own bookmark means something between you and the bank cannot prove it is the bank, which is how interception looks. Mobile data avoids the shared network, and the right name in the address bar does not help when the connection itself is not to the bank.',
  },

  // ── Identity fraud ─────────────────────────────────────────────────────────────────────────
  {
    id: 'M-SimSwap-1',
    fraudId: 'SimSwap',
    form: 'A',
    difficulty: 'easy',
    kind: 'decision',
    scenario:
      'Your cellphone provider, Karoo Mobile, texts from the sender name KarooMobile, and it has told customers that it is moving them to eSIMs this year.',
    message: {
      channel: 'chat',
      from: '+27 72 555 0186',
      text: 'Hi, this is Zanele from Karoo Mobile eSIM support. Your eSIM move is booked for today. Please send me your ID number and the 6-digit code we have just texted you, and I will finish the move.',
    },
    scam: true,
    signs: [
      {
        id: 'sender-number',
        text: 'It comes from a personal cellphone number.',
        sign: true,
        explanation: 'Karoo Mobile writes from its sender name, not from a private number.',
      },
      {
        id: 'id-request',
        text: 'It asks for your ID number.',
        sign: true,
        explanation:
          'Your provider already holds your ID number. A criminal needs it to pass as you in a store or a call centre.',
      },
      {
        id: 'move-date',
        text: 'It says your eSIM move is booked for today.',
        sign: false,
        explanation:
          'Karoo Mobile really is moving customers to eSIMs, and a date for the move is ordinary.',
      },
      {
        id: 'code-request',
        text: 'It asks for the 6-digit code texted to you.',
        sign: true,
        explanation: 'That code is what lets someone move your number to a SIM they hold.',
      },
    ],
    explanation:
      'Karoo Mobile writes from its sender name, and no provider needs a code it texted you: that code lets a criminal move your number to their own SIM. Ignore the chat and call Karoo Mobile on the number on your bill.',
  },
  {
    id: 'M-AccountTakeover-1',
    fraudId: 'AccountTakeover',
    form: 'A',
    difficulty: 'medium',
    kind: 'decision',
    scenario:
      "Last night at 20:15 you set up the Protea Bank app on your new phone and named it Thabo's phone. Protea Bank texts from the sender name ProteaBank, and the number on your card is 021 555 0177.",
    message: {
      channel: 'sms',
      from: 'ProteaBank',
      text: "ProteaBank: Your profile was linked to a new device, Thabo's phone, on 14 May at 20:15. For your safety, new beneficiaries can receive at most R5 000 for the next 24 hours. If this was not you, call 021 555 0177 now.",
    },
    scam: false,
    signs: [
      {
        id: 'time-line',
        text: 'It gives the date and time of the change.',
        sign: false,
        explanation: 'The time matches the moment you set up your new phone.',
      },
      {
        id: 'new-device',
        text: 'It says your profile was linked to a new device.',
        sign: false,
        explanation: 'You linked a new phone last night, and the alert names it.',
      },
      {
        id: 'beneficiary-limit',
        text: 'It limits payments to new beneficiaries for 24 hours.',
        sign: false,
        explanation: 'A short cooling-off period after a new device is a normal bank safety step.',
      },
      {
        id: 'call-now',
        text: 'It tells you to call now if this was not you.',
        sign: false,
        explanation: 'The number is the one on your card, so the call would reach the bank.',
      },
    ],
    explanation:
      'The text describes exactly what you did last night, asks for nothing, and its only number is the one on your card. A short limit on new beneficiaries after a new device is a safety step, not a threat.',
  },
  {
    id: 'M-SyntIdentityTheft-1',
    fraudId: 'SyntIdentityTheft',
    form: 'A',
    difficulty: 'hard',
    kind: 'scenario',
    question:
      'You are a credit officer at Marula Bank in Polokwane. In one week, three loan applications from three different people share the same cellphone number and the same device, and each ID number has almost no credit history. What should you do?',
    options: [
      {
        text: 'Hand all three to the investigators so they can look for more links.',
        correct: true,
      },
      {
        text: 'Decline all three and quietly close the accounts without any notes.',
        correct: false,
      },
      {
        text: 'Phone each applicant on the shared phone number and ask about it.',
        correct: false,
      },
      {
        text: 'Approve them with low limits and watch the accounts for a few months.',
        correct: false,
      },
    ],
    explanation:
      "Several 'people' sharing one phone and one device, with thin credit files, is the mark of a ring of made-up identities. Declining quietly lets the ring try elsewhere, and the shared number reaches the fraudsters, so investigators need the links to find the rest.",
  },
  {
    id: 'M-BruteForce-1',
    fraudId: 'BruteForce',
    form: 'B',
    difficulty: 'medium',
    kind: 'decision',
    scenario:
      'You live in Milwaukee and bank with Northwind Credit Union at northwindcu.example. You have not signed in for a week.',
    message: {
      channel: 'email',
      from: 'Northwind Credit Union <security@northwindcu-alerts.example>',
      subject: '14 failed sign-ins on your account',
      text: 'We blocked 14 failed attempts to sign in to your account overnight from an unknown device. For your protection we have issued you the temporary password NW-4471. Sign in at northwindcu-alerts.example/restore and confirm your card PIN to unlock online banking.',
    },
    scam: true,
    signs: [
      {
        id: 'failed-attempts',
        text: 'It reports 14 failed sign-in attempts overnight.',
        sign: false,
        explanation:
          'Failed sign-ins do happen to real accounts, which is why scammers use them as bait. The number alone proves nothing.',
      },
      {
        id: 'restore-link',
        text: 'The link goes to northwindcu-alerts.example.',
        sign: true,
        explanation:
          "The credit union is at northwindcu.example; the extra word makes it someone else's site.",
      },
      {
        id: 'pin-request',
        text: 'It asks you to confirm your card PIN.',
        sign: true,
        explanation: 'No bank asks for your card PIN to unlock online banking.',
      },
      {
        id: 'temporary-password',
        text: 'It gives you a temporary password.',
        sign: false,
        explanation:
          'Banks do issue temporary passwords. Where you are told to use it is what gives this message away.',
      },
    ],
    explanation:
      "The link leads to a domain that is not northwindcu.example, and no bank asks for your card PIN to unlock online banking. To see whether anyone tried your account, type the bank's address yourself or open its app.",
  },
  {
    id: 'M-SyntIdentityTheft-2',
    fraudId: 'SyntIdentityTheft',
    form: 'B',
    difficulty: 'hard',
    kind: 'decision',
    scenario:
      "In March you moved to a flat in Soweto, applied for a home loan at two banks, and upgraded your Karoo Mobile contract. Today you open your free yearly credit report on Kalahari Credit Bureau's website, kalaharicredit.example.",
    message: {
      channel: 'web',
      from: 'Kalahari Credit Bureau: your credit report',
      subject: 'kalaharicredit.example/my-report',
      text: 'Enquiries in the last 90 days: Protea Bank (home loan), Marula Bank (home loan), Karoo Mobile (contract). New address added in March: Unit 4, 12 Moroka Lane, Soweto. Accounts: 2 open, none in arrears.',
    },
    scam: false,
    signs: [
      {
        id: 'enquiry-count',
        text: 'It lists three credit enquiries within 90 days.',
        sign: false,
        explanation:
          'Each enquiry matches something you applied for: two home loans and a phone contract.',
      },
      {
        id: 'two-lenders',
        text: 'Two different banks looked at your credit.',
        sign: false,
        explanation: 'You applied at both, which is normal when you compare home loans.',
      },
      {
        id: 'new-address',
        text: 'It shows a new address added in March.',
        sign: false,
        explanation: 'It is the flat you moved to in March.',
      },
      {
        id: 'open-accounts',
        text: 'It shows two open accounts.',
        sign: false,
        explanation: 'Neither is in arrears, and nothing new appears that you did not open.',
      },
    ],
    explanation:
      'Every enquiry, address and account on the report matches something you did, so nothing points to someone using your identity. A warning would be an enquiry, address, phone number or account you do not recognise.',
  },
  {
    id: 'M-SimSwap-2',
    fraudId: 'SimSwap',
    form: 'B',
    difficulty: 'easy',
    kind: 'scenario',
    question:
      "At home in Leeds, where signal is always strong, your phone suddenly shows 'No service', and your bank's sign-in codes go to this number. Restarting the phone does not help. What should you do first?",
    options: [
      {
        text: "Borrow a friend's handset and ring your provider to ask about a swap.",
        correct: true,
      },
      {
        text: 'Wait until the morning and see whether the signal comes back by itself.',
        correct: false,
      },
      { text: "Reply STOP to your provider's last SMS to block any SIM swap.", correct: false },
      {
        text: "Search online for your provider's outage page and wait for the fix.",
        correct: false,
      },
    ],
    explanation:
      "A sudden loss of service where signal is normally good is often the first sign that your number has been moved to a criminal's SIM. Only the provider can tell you and undo it, and every hour lets codes for your accounts reach someone else.",
  },
  {
    id: 'M-AccountTakeover-2',
    fraudId: 'AccountTakeover',
    form: 'C',
    difficulty: 'hard',
    kind: 'decision',
    scenario:
      'You bank with Pinecrest Savings, and the number on your card is +1 414 555 0163. Ten minutes ago you paid $86.40 at a grocery store with your card.',
    message: {
      channel: 'call',
      from: '+1 414 555 0163',
      text: '"Hi, this is Dana from Pinecrest\'s fraud team. I can see your $86.40 at the grocery store, and that one is fine, but someone has just tried to add a new device to your online banking. Stay on the line: I\'m texting you a code, and once you read it back to me I can block that device."',
    },
    scam: true,
    signs: [
      {
        id: 'recent-payment',
        text: 'The caller knows about your grocery payment.',
        sign: false,
        explanation:
          'Criminals can see recent payments once they have your password, so knowing one proves nothing about who is calling.',
      },
      {
        id: 'stay-on',
        text: 'The caller asks you to stay on the line.',
        sign: true,
        explanation: 'Keeping you on the call stops you from ringing the bank yourself.',
      },
      {
        id: 'code-readback',
        text: 'The caller asks you to read back a code sent to your phone.',
        sign: true,
        explanation:
          'The code approves the new device. No real fraud team needs it, and reading it out hands over your account.',
      },
      {
        id: 'device-story',
        text: 'The caller says someone tried to add a new device.',
        sign: false,
        explanation:
          'A real fraud team might call about that too. The story is not the warning sign; what the caller asks for is.',
      },
    ],
    explanation:
      'The code is sent to you because it approves a new device, so reading it out gives the caller your account; no real fraud team needs it. A matching caller ID and your last payment prove nothing, so hang up and call the number on your card yourself.',
  },
  {
    id: 'M-BruteForce-2',
    fraudId: 'BruteForce',
    form: 'C',
    difficulty: 'easy',
    kind: 'decision',
    scenario:
      "You live in Durban and are on a work trip to Nairobi, where an hour ago you signed in to Marula Bank online banking on your own laptop. Marula Bank's website is marulabank.example.",
    message: {
      channel: 'email',
      from: 'Marula Bank <alerts@marulabank.example>',
      subject: 'New sign-in from Nairobi, Kenya',
      text: 'We noticed a sign-in to your profile from a new location: Nairobi, Kenya, at 19:42 today. If this was you, you do not need to do anything. If it was not, open the Marula Bank app to change your password and call the number on the back of your card.',
    },
    scam: false,
    signs: [
      {
        id: 'sign-in-place',
        text: 'It reports a sign-in from another country.',
        sign: false,
        explanation: 'You signed in from Nairobi an hour ago.',
      },
      {
        id: 'password-line',
        text: 'It mentions changing your password.',
        sign: false,
        explanation: 'It tells you to do that in the app, not through a link.',
      },
      {
        id: 'sender-line',
        text: 'It comes from alerts@marulabank.example.',
        sign: false,
        explanation: "The address is on the bank's own domain.",
      },
      {
        id: 'call-line',
        text: 'It asks you to call the bank if the sign-in was not you.',
        sign: false,
        explanation: 'It points to the number on your card, which you already trust.',
      },
    ],
    explanation:
      'The alert describes your own sign-in, holds no link, and sends you only to the app and the number on your card. A login alert for a place you really were is the bank doing its job.',
  },
  {
    id: 'M-SyntIdentityTheft-3',
    fraudId: 'SyntIdentityTheft',
    form: 'C',
    difficulty: 'medium',
    kind: 'scenario',
    question:
      'A debt collector texts you that you owe R8 400 on a clothing-store account you never opened, and that you will be blacklisted unless you pay today. What should you do first?',
    options: [
      {
        text: "Contact the store's fraud team through the details on its own website.",
        correct: true,
      },
      {
        text: 'Call the number in the SMS and explain that the account is not yours.',
        correct: false,
      },
      {
        text: 'Pay a small part of the debt now to stop the listing, then dispute it.',
        correct: false,
      },
      {
        text: 'Reply to the SMS asking for a copy of the signed account application.',
        correct: false,
      },
    ],
    explanation:
      'An account you never opened means someone has used your identity, and only the lender can tell you how and close it. The text may come from the fraudster, so its number and any payment help only whoever sent it.',
  },

  // ── Insider fraud ──────────────────────────────────────────────────────────────────────────
  {
    id: 'M-AccAndInvFraud-1',
    fraudId: 'AccAndInvFraud',
    form: 'A',
    difficulty: 'easy',
    kind: 'decision',
    scenario:
      'You pay suppliers at Cedar Valley Bank in Boston. Brightline Printing has sent its invoices from billing@brightlineprint.example for four years and is paid into its company account at Lakeshore Bank.',
    message: {
      channel: 'email',
      from: 'Brightline Printing <billing@brightline-print.example>',
      subject: 'URGENT: new bank details before Friday',
      text: 'Our bank account has changed, effective immediately. Please pay invoice BP-2290 for $14,750.00 into our new account at Summit Federal, account name R. Vance, before Friday. Our phones are being upgraded this week, so reply by e-mail only.',
    },
    scam: true,
    signs: [
      {
        id: 'sender-domain',
        text: 'It comes from brightline-print.example.',
        sign: true,
        explanation:
          'Brightline writes from brightlineprint.example. A hyphen added to a known domain is a favourite trick.',
      },
      {
        id: 'account-name',
        text: "The new account is in a person's name.",
        sign: true,
        explanation: "A company's money goes to an account in the company's name, not a person's.",
      },
      {
        id: 'invoice-line',
        text: 'It quotes an invoice number and an amount.',
        sign: false,
        explanation:
          'Real invoices carry numbers and amounts, and criminals copy them, so they decide nothing.',
      },
      {
        id: 'email-only',
        text: 'It asks you to reply by e-mail only.',
        sign: true,
        explanation: 'Keeping you off the phone stops you from reaching the real supplier.',
      },
    ],
    explanation:
      "New bank details in a person's name, from a domain with an extra hyphen and a request not to phone, is the classic redirected invoice. Call Brightline on the number in your supplier file before you change anything.",
  },
  {
    id: 'M-InsiderFraud-1',
    fraudId: 'InsiderFraud',
    form: 'A',
    difficulty: 'medium',
    kind: 'decision',
    scenario:
      "You work in Marula Bank's payments team in Sandton, where everyone must take two weeks' leave in a row each year. Your colleague Sipho Khumalo handles the supplier queue.",
    message: {
      channel: 'email',
      from: 'Sipho Khumalo <sipho.khumalo@marulabank.example>',
      subject: "Handover: I'm on leave for two weeks from Monday",
      text: "I'm on leave from Monday, so you and Anele will run the supplier queue while I'm away. All my open files are in the shared folder, including three payments waiting for approval. Please don't hold anything for me: approve or query them as you normally would. My phone will be off.",
    },
    scam: false,
    signs: [
      {
        id: 'open-payments',
        text: 'It leaves three payment approvals to you.',
        sign: false,
        explanation: 'Handing over open work is exactly what should happen; nothing is hidden.',
      },
      {
        id: 'phone-off',
        text: 'It says his phone will be off during his leave.',
        sign: false,
        explanation: 'Being out of reach on leave means the work is truly in other hands.',
      },
      {
        id: 'leave-length',
        text: 'He will be away for two weeks.',
        sign: false,
        explanation: "Two weeks in a row is the bank's own leave rule.",
      },
      {
        id: 'no-holding',
        text: 'He asks you not to hold anything for him.',
        sign: false,
        explanation: 'He wants others to deal with his work, the opposite of someone hiding it.',
      },
    ],
    explanation:
      'A colleague who takes his full leave, hands over every open file and asks others to handle his work is doing what insider controls want. Fraud hides with people who never take leave and keep their files to themselves.',
  },
  {
    id: 'M-InsiderFraud-2',
    fraudId: 'InsiderFraud',
    form: 'A',
    difficulty: 'hard',
    kind: 'scenario',
    question:
      "Your team lead in Harbourline Bank's London office approves her own manual overrides almost every week, and the logs show her signing in at 02:00. When you asked about one override, she snapped at you. What should you do?",
    options: [
      {
        text: 'Keep a dated note of what you noticed and take it to the ethics line.',
        correct: true,
      },
      {
        text: 'Ask her privately to explain the overrides before you take it further.',
        correct: false,
      },
      {
        text: 'Search her shared files after hours and gather proof before you report.',
        correct: false,
      },
      { text: 'Warn your teammates to keep an eye on her approvals from now on.', correct: false },
    ],
    explanation:
      'Overrides approved by the same person, logins at odd hours and anger at questions are warning signs, but asking her or digging alone can warn her and spoil the evidence. A dated note passed to the ethics line lets people with the right access look quietly.',
  },
  {
    id: 'M-AccAndInvFraud-2',
    fraudId: 'AccAndInvFraud',
    form: 'B',
    difficulty: 'medium',
    kind: 'decision',
    scenario:
      "You capture invoices at Protea Bank's Durban office, where any invoice of R50 000 or more needs a second approval. Your facilities manager, Johan Pretorius, sends you this invoice with a note.",
    message: {
      channel: 'email',
      from: 'Johan Pretorius <johan.pretorius@proteabank.example>',
      subject: 'Coastline Maintenance invoice',
      text: 'Please pay the attached Coastline Maintenance invoice for R49 900.00, for aircon servicing in March. They are a new supplier with only a postal address, PO Box 5512, Umhlanga. I handle this supplier myself, so send any queries to me and not to them.',
    },
    scam: true,
    signs: [
      {
        id: 'invoice-amount',
        text: 'The invoice is for R49 900.00.',
        sign: true,
        explanation:
          'The amount sits just under the R50 000 limit that would bring in a second approver.',
      },
      {
        id: 'supplier-address',
        text: 'The supplier gives only a PO box as its address.',
        sign: true,
        explanation: 'A supplier with no street address may not exist at all.',
      },
      {
        id: 'manager-line',
        text: 'The manager says he deals with this supplier himself.',
        sign: true,
        explanation:
          'A senior person who keeps one supplier to himself can hide a fake or inflated invoice.',
      },
      {
        id: 'new-supplier',
        text: 'The supplier is new to the bank.',
        sign: false,
        explanation:
          'New suppliers are added all the time. A new name matters only with other signs.',
      },
    ],
    explanation:
      'An amount just under the approval limit, a supplier with only a PO box and a manager who keeps the supplier to himself point together to a fake or inflated invoice. Report it to internal audit or the hotline rather than paying it or querying the manager.',
  },
  {
    id: 'M-AccAndInvFraud-3',
    fraudId: 'AccAndInvFraud',
    form: 'B',
    difficulty: 'hard',
    kind: 'decision',
    scenario:
      "You work in accounts payable at Pinecrest Savings in Boston. Its external auditors, Baines & Hart LLP, write from bainesandhart.example, and the finance director told staff that this year's audit starts this week through the auditors' portal you already use.",
    message: {
      channel: 'email',
      from: 'Priya Shah, Baines & Hart LLP <priya.shah@bainesandhart.example>',
      subject: 'Year-end audit: supplier changes and manual entries',
      text: "As part of this week's audit, please upload by Friday a list of every supplier whose bank details changed this year, and every manual journal entry over $10,000. Send the lists as they stand in the system, without tidying them first. Use the audit portal, not e-mail, and copy in your finance director.",
    },
    scam: false,
    signs: [
      {
        id: 'bank-details-list',
        text: 'It asks for a list of suppliers whose bank details changed.',
        sign: false,
        explanation:
          'Auditors test changes of bank details because fraud hides there. The list goes to the portal you already use, not to a stranger.',
      },
      {
        id: 'friday-deadline',
        text: 'It asks for the lists by Friday.',
        sign: false,
        explanation: 'An audit runs to a timetable, and Friday is an ordinary working deadline.',
      },
      {
        id: 'untidied-lists',
        text: 'It asks you not to tidy the lists before sending them.',
        sign: false,
        explanation: 'Auditors want records as they are, which is what makes the audit useful.',
      },
      {
        id: 'manual-entries',
        text: 'It asks for manual journal entries over $10,000.',
        sign: false,
        explanation: 'Large manual entries are a standard thing for auditors to test.',
      },
    ],
    explanation:
      "The request comes from the auditors' usual domain in the week the audit was announced, sends the lists to the portal you already use, and copies in your finance director. Auditors who ask about changed bank details and manual entries are doing their job.",
  },
  {
    id: 'M-AccAndInvFraud-4',
    fraudId: 'AccAndInvFraud',
    form: 'B',
    difficulty: 'easy',
    kind: 'scenario',
    question:
      "While checking suppliers at Marula Bank in Pretoria, you notice that a cleaning company added last year is paid into the same bank account as a staff member's salary. What should you do?",
    options: [
      { text: 'Write down what you found and use the whistle-blowing hotline.', correct: true },
      {
        text: 'Ask the staff member whether she knows anyone at the cleaning company.',
        correct: false,
      },
      {
        text: 'Stop every payment to the cleaning company until she has explained.',
        correct: false,
      },
      {
        text: 'Tell your manager in the team chat so the team can keep watch on it.',
        correct: false,
      },
    ],
    explanation:
      'A supplier that shares a bank account with an employee suggests a fake supplier run from inside. Asking her, or freezing payments in a way she notices, warns whoever is behind it; the hotline lets investigators act first.',
  },
  {
    id: 'M-InsiderFraud-3',
    fraudId: 'InsiderFraud',
    form: 'C',
    difficulty: 'hard',
    kind: 'decision',
    scenario:
      "You approve refunds in Protea Bank's complaints team in Pretoria, where one person captures a refund and another approves it, and the daily payment cut-off is 17:00. Your colleague Thandeka Mahlangu captures refunds and goes on leave tomorrow.",
    message: {
      channel: 'email',
      from: 'Thandeka Mahlangu <thandeka.mahlangu@proteabank.example>',
      subject: '14 refunds for approval before 17:00',
      text: "Hi, I've captured 14 refunds from the complaints queue, R212 000 in total. The system flagged them as exceptions, so I overrode the flags myself to save time. Please approve them before the 17:00 cut-off so the customers are paid today. I'll still log in from home while I'm on leave, so leave the queue to me.",
    },
    scam: true,
    signs: [
      {
        id: 'override-line',
        text: "She overrode the system's flags on the refunds herself.",
        sign: true,
        explanation:
          'Exceptions cleared by the same person who captured the payments leave nobody checking them.',
      },
      {
        id: 'refund-total',
        text: 'The refunds add up to R212 000.',
        sign: false,
        explanation:
          "A day's refunds in a large complaints team can reach that. The total alone proves nothing.",
      },
      {
        id: 'leave-line',
        text: 'She plans to keep working the queue while on leave.',
        sign: true,
        explanation:
          'Someone who will not hand over work, even on leave, keeps others from seeing it.',
      },
      {
        id: 'cut-off',
        text: 'It asks for approval before the 17:00 cut-off.',
        sign: false,
        explanation: 'The daily cut-off is real, so asking for approval before it is ordinary.',
      },
    ],
    explanation:
      "Overriding the system's own flags and then keeping hold of the queue during leave lets one person both create and hide payments. Leave the batch unapproved and report it through the hotline or to internal audit.",
  },
  {
    id: 'M-InsiderFraud-4',
    fraudId: 'InsiderFraud',
    form: 'C',
    difficulty: 'easy',
    kind: 'decision',
    scenario:
      "You work at Harbourline Bank in Boston, where the compliance team writes from compliance@harbourline.example and reviews everyone's system access each spring.",
    message: {
      channel: 'email',
      from: 'Compliance <compliance@harbourline.example>',
      subject: 'Access review: confirm your systems by 30 April',
      text: 'It is time for the spring access review. Open the Access Review tile on the intranet and confirm which of the listed systems you still need for your job. Access you do not confirm by 30 April will be removed.',
    },
    scam: false,
    signs: [
      {
        id: 'removal-line',
        text: 'It says access you do not confirm will be removed.',
        sign: false,
        explanation: 'Removing access that nobody needs is the point of the review.',
      },
      {
        id: 'review-date',
        text: 'It gives a deadline of 30 April.',
        sign: false,
        explanation:
          'A review needs an end date, and this one is weeks away and asks for nothing secret.',
      },
      {
        id: 'sender-line',
        text: 'It comes from compliance@harbourline.example.',
        sign: false,
        explanation: "That is the compliance team's usual address.",
      },
      {
        id: 'intranet-tile',
        text: 'It sends you to a tile on the intranet.',
        sign: false,
        explanation: "The intranet is the bank's own site, reached without a link in the e-mail.",
      },
    ],
    explanation:
      "The yearly review comes from compliance's usual address at the usual time and asks you only to confirm, on the intranet, which systems you need. Regular access reviews keep staff from holding access beyond their role.",
  },
  {
    id: 'M-AccAndInvFraud-5',
    fraudId: 'AccAndInvFraud',
    form: 'C',
    difficulty: 'medium',
    kind: 'scenario',
    question:
      'As a junior accountant at a Johannesburg firm, you see that a R9 million sale was booked on the last day of the year, turning a loss into a profit. The contract is unsigned, and the finance director who booked it will not answer questions. What should you do?',
    options: [
      { text: "Record the details and raise them with the firm's ethics line.", correct: true },
      {
        text: 'E-mail the customer to ask whether the contract will be signed soon.',
        correct: false,
      },
      {
        text: 'Ask the finance director to explain the sale at the next team meeting.',
        correct: false,
      },
      {
        text: 'Leave it for the external auditors, who check the year-end figures.',
        correct: false,
      },
    ],
    explanation:
      'A large deal booked at year-end that turns a loss into a profit, with no signed contract and no answers, is how false accounts are built. A yearly external audit samples too little to rely on, and asking the director or the customer warns the people involved.',
  },

  // ── Physical fraud ─────────────────────────────────────────────────────────────────────────
  {
    id: 'M-AtmSkimming-1',
    fraudId: 'AtmSkimming',
    form: 'A',
    difficulty: 'easy',
    kind: 'decision',
    scenario:
      'You stop at a Protea Bank ATM outside a supermarket in Bloemfontein to draw R500, and the number on the back of your card is 051 555 0139.',
    message: {
      channel: 'letter',
      from: 'A printed note taped to the ATM',
      text: 'Card slot faulty: please swipe your card through the reader on the right, then enter your PIN as usual. Cash comes out as normal. For help, call 071 555 0134.',
    },
    scam: true,
    signs: [
      {
        id: 'side-reader',
        text: 'It asks you to swipe your card through a separate reader.',
        sign: true,
        explanation: 'A bank never sends you to a second reader; that device copies the card.',
      },
      {
        id: 'fault-line',
        text: 'It says the card slot is faulty.',
        sign: false,
        explanation: 'ATMs do break down; a fault by itself is not the warning.',
      },
      {
        id: 'pin-step',
        text: 'It asks you to enter your PIN.',
        sign: false,
        explanation:
          'You always type your PIN at an ATM. The danger lies in the extra reader and the number.',
      },
      {
        id: 'help-number',
        text: 'It gives 071 555 0134 as the number for help.',
        sign: true,
        explanation:
          'That is not the number on your card, so a call to it reaches whoever put up the note.',
      },
    ],
    explanation:
      'A bank never asks you to swipe your card through a second reader: that device copies the card while a camera or the keypad takes the PIN. Use another ATM and tell Protea Bank on the number on your card, not the one on the note.',
  },
  {
    id: 'M-AtmSkimming-2',
    fraudId: 'AtmSkimming',
    form: 'A',
    difficulty: 'medium',
    kind: 'decision',
    scenario:
      'On the drive to the Kruger Park you drew R2 000 at an ATM in Mbombela at 13:05 with your Marula Bank card ending 4471. Marula Bank texts from the sender name MarulaBank, and the number on your card is 013 555 0181.',
    message: {
      channel: 'sms',
      from: 'MarulaBank',
      text: 'MarulaBank: Cash withdrawal of R2 000.00 at ATM MBOMBELA-02 on card ending 4471 at 13:05. Not you? Call 013 555 0181 now or stop the card in the app.',
    },
    scam: false,
    signs: [
      {
        id: 'withdrawal-line',
        text: 'It reports a cash withdrawal of R2 000.',
        sign: false,
        explanation: 'That is the withdrawal you made, at the same time and place.',
      },
      {
        id: 'atm-name',
        text: 'It names the ATM where the cash was drawn.',
        sign: false,
        explanation: 'The ATM is in Mbombela, where you stopped.',
      },
      {
        id: 'call-now',
        text: 'It tells you to call now if it was not you.',
        sign: false,
        explanation: 'The number is the one on your card.',
      },
      {
        id: 'stop-card',
        text: 'It tells you how to stop your card.',
        sign: false,
        explanation: 'It points to the app you already use, which is what a real alert does.',
      },
    ],
    explanation:
      'The alert matches your own withdrawal to the minute and points only to the number on your card and the app. Withdrawals you did not make are the warning; this one you made.',
  },
  {
    id: 'M-AtmSkimming-3',
    fraudId: 'AtmSkimming',
    form: 'A',
    difficulty: 'hard',
    kind: 'scenario',
    question:
      'At an ATM in a Seattle train station, the keypad feels thick and spongy and sits a little higher than usual. Nothing else looks odd, and you need cash. What should you do?',
    options: [
      { text: "Cancel, take your card back and let the machine's owner know.", correct: true },
      {
        text: 'Cover the keypad with your other hand and carry on with the withdrawal.',
        correct: false,
      },
      {
        text: 'Press on the keypad to check whether it comes loose before you go on.',
        correct: false,
      },
      { text: 'Go ahead, then check your statement for odd withdrawals later.', correct: false },
    ],
    explanation:
      "A thick or raised keypad may be an overlay that records each key you press, so covering it with your hand does not help. Pulling at it is the bank's job, and checking your statement later only finds the loss after it happens.",
  },
  {
    id: 'M-AtmSkimming-4',
    fraudId: 'AtmSkimming',
    form: 'B',
    difficulty: 'medium',
    kind: 'decision',
    scenario:
      'You use the Marula Bank ATM at a petrol station in East London, and the number on the back of your card is 043 555 0126.',
    message: {
      channel: 'letter',
      from: "A sticker on the ATM's screen frame",
      text: 'Card kept by the machine? Do not leave the ATM. Call our 24-hour card desk on 082 555 0173, and have your card number and PIN ready.',
    },
    scam: true,
    signs: [
      {
        id: 'desk-number',
        text: 'It gives 082 555 0173 as the card desk.',
        sign: true,
        explanation:
          'That is not the number on your card, so the call reaches whoever put up the sticker.',
      },
      {
        id: 'stay-put',
        text: 'It tells you not to leave the ATM.',
        sign: false,
        explanation:
          'Staying at the machine when it keeps your card is good advice; criminals copy it to sound official.',
      },
      {
        id: 'all-hours',
        text: 'It offers help 24 hours a day.',
        sign: false,
        explanation: 'Real card-stop lines do run day and night.',
      },
      {
        id: 'pin-ready',
        text: 'It asks you to have your PIN ready for the call.',
        sign: true,
        explanation: 'No bank asks for your PIN on the phone.',
      },
    ],
    explanation:
      'The number on the sticker is not the one on your card, and no bank asks for your PIN on a call; whoever answers will fetch the card from the slot once you leave. If an ATM keeps your card, stay there and call the number on your card or in your app.',
  },
  {
    id: 'M-AtmSkimming-5',
    fraudId: 'AtmSkimming',
    form: 'B',
    difficulty: 'hard',
    kind: 'decision',
    scenario:
      'You bank with Harbourline Bank in Chicago, whose website is harbourline.example, and the number on your card is +1 312 555 0158.',
    message: {
      channel: 'email',
      from: 'Harbourline Bank <news@harbourline.example>',
      subject: 'A new look for our ATM card slots',
      text: 'This month we are fitting a new anti-skimming card slot to all our Chicago ATMs: a raised blue frame that sticks out about an inch and lights up when it is ready for your card. If a slot on one of our ATMs is loose, has no light or looks different from this, do not use the machine. Call us on +1 312 555 0158 instead. There is nothing to click or sign up for.',
    },
    scam: false,
    signs: [
      {
        id: 'raised-frame',
        text: 'It says the new card slot sticks out from the machine.',
        sign: false,
        explanation:
          'The bank is describing its own hardware in its own e-mail. A raised slot is a worry when nobody has said it belongs there.',
      },
      {
        id: 'avoid-advice',
        text: 'It tells you not to use an ATM whose card slot looks unusual.',
        sign: false,
        explanation: 'That is sound advice, and it asks nothing of you.',
      },
      {
        id: 'phone-line',
        text: 'It gives a phone number to call.',
        sign: false,
        explanation: 'It is the number on your card.',
      },
      {
        id: 'sender-line',
        text: 'It comes from news@harbourline.example.',
        sign: false,
        explanation: "The address is on the bank's own domain.",
      },
    ],
    explanation:
      "The e-mail comes from the bank's own domain, gives only the number on your card and asks for nothing. A bank that describes its own new card slot, and tells you to avoid any slot that differs, is helping you spot an add-on, not hiding one.",
  },
  {
    id: 'M-AtmSkimming-6',
    fraudId: 'AtmSkimming',
    form: 'B',
    difficulty: 'easy',
    kind: 'scenario',
    question:
      'A Marula Bank ATM in Pretoria keeps your card. A man behind you says it happens all the time and offers to help: you type your PIN again while he presses Cancel twice. What should you do?',
    options: [
      {
        text: "Turn him down, stay right there and ring your bank's card-stop line.",
        correct: true,
      },
      { text: 'Let him help, but cover your hand while you type the PIN again.', correct: false },
      {
        text: 'Call the helpline number printed on the sticker beside the ATM screen.',
        correct: false,
      },
      { text: 'Go home and phone the bank in the morning when the branch opens.', correct: false },
    ],
    explanation:
      'The stranger wants to see your PIN, and the card is often trapped so that he can take it out after you leave. Staying with the machine while you call the card-stop number from your card or your app gives the bank time to block the card.',
  },
  {
    id: 'M-AtmSkimming-7',
    fraudId: 'AtmSkimming',
    form: 'C',
    difficulty: 'hard',
    kind: 'decision',
    scenario:
      "You live in Hillcrest and often use the Protea Bank ATM at the Village Centre. This post appears in the suburb's community group on a Saturday morning.",
    message: {
      channel: 'social',
      from: 'Mike T. in Hillcrest Neighbours',
      text: 'Heads up: the Protea ATM at the Village Centre has a new anti-fraud cover over the card slot, which makes it look a bit bulky. Cards go in stiffly now, so just push yours in firmly. The screen is also slow this week, so give it a minute.',
    },
    scam: true,
    signs: [
      {
        id: 'poster',
        text: 'It comes from a neighbour in the community group.',
        sign: false,
        explanation:
          'Neighbours share tips all the time. Who posted it matters less than what the tip asks you to accept.',
      },
      {
        id: 'bulky-cover',
        text: 'It says the card slot now has a bulky cover.',
        sign: true,
        explanation: 'A bulky add-on over the slot is where a skimmer sits.',
      },
      {
        id: 'push-firmly',
        text: 'It tells you to push your card in firmly.',
        sign: true,
        explanation: 'A card that goes in stiffly is meeting a device inside or over the slot.',
      },
      {
        id: 'slow-screen',
        text: 'It says the screen is slow this week.',
        sign: false,
        explanation: 'A slow screen is a common fault and says nothing about the slot.',
      },
    ],
    explanation:
      'A bulky slot that takes cards stiffly is the mark of a skimmer, and a post that explains it away helps whoever fitted it. Banks announce changes to their ATMs through their own channels, so report this one to Protea Bank on the number on your card.',
  },
  {
    id: 'M-AtmSkimming-8',
    fraudId: 'AtmSkimming',
    form: 'C',
    difficulty: 'easy',
    kind: 'decision',
    scenario:
      'You are inside your own Pinecrest Savings branch in Denver, where staff work at the counters until 16:00.',
    message: {
      channel: 'letter',
      from: 'A printed notice on the ATM in the branch, with the Pinecrest logo',
      text: 'This ATM is out of service today. Please do not insert your card. Our tellers at the counter can help you with cash withdrawals until 16:00.',
    },
    scam: false,
    signs: [
      {
        id: 'out-of-service',
        text: 'It says the ATM is out of service.',
        sign: false,
        explanation: 'ATMs do fail, and saying so is not a warning sign by itself.',
      },
      {
        id: 'do-not-insert',
        text: 'It tells you not to insert your card today.',
        sign: false,
        explanation: 'A machine that is out of service should not take cards.',
      },
      {
        id: 'logo-line',
        text: 'It carries the Pinecrest logo.',
        sign: false,
        explanation:
          'A logo is easy to print, but this notice asks you for nothing that a criminal could use.',
      },
      {
        id: 'teller-help',
        text: 'It sends you to the tellers at the counter.',
        sign: false,
        explanation: 'The tellers are bank staff you can see, not a stranger or a phone number.',
      },
    ],
    explanation:
      "The notice asks you for nothing: no second reader, no phone number and no PIN. It sends you to the bank's own staff in the branch where you are standing, which is exactly where help should come from.",
  },
  {
    id: 'M-AtmSkimming-9',
    fraudId: 'AtmSkimming',
    form: 'C',
    difficulty: 'medium',
    kind: 'scenario',
    question:
      'Before you take out cash at an ATM in a Cape Town mall, you notice a thin black strip glued above the screen, with a tiny hole in it. The card slot and keypad look normal. What should you do?',
    options: [
      { text: 'Go to another machine and tell its owner about the strip.', correct: true },
      {
        text: 'Peel the strip off to see what it is, then use the ATM if it is empty.',
        correct: false,
      },
      { text: 'Take a photo of the strip and post it in your community group.', correct: false },
      {
        text: 'Use the ATM, then check your statement for odd withdrawals that night.',
        correct: false,
      },
    ],
    explanation:
      'A strip with a pinhole above the screen is a typical hiding place for a camera that films PINs, and a device that reads the card can hide where you cannot see it. Removing it is for the bank, and a post warns neighbours but leaves the ATM working for the criminals.',
  },
];

/** Every item by its id. */
export const MEASURE_BY_ID: ReadonlyMap<string, MeasureItem> = new Map(
  MEASURE_ITEMS.map((item) => [item.id, item]),
);

/** The family an item measures: its fraud's family in the engine's catalogue. */
export function measureFamilyOf(item: MeasureItem): FamilyId {
  return FRAUDS[item.fraudId].family;
}

/**
 * One form's items for some families (all five by default), in the order of the engine's families
 * and, within a family, in pool order: a scam, a genuine message, a scenario.
 */
export function measureItemsFor(
  form: MeasureForm,
  families: readonly FamilyId[] = FAMILY_IDS,
): MeasureItem[] {
  const wanted = new Set(families);
  return FAMILY_IDS.filter((family) => wanted.has(family)).flatMap((family) =>
    MEASURE_ITEMS.filter((item) => item.form === form && measureFamilyOf(item) === family),
  );
}
