import {
  BANK_FRAUD_LINE,
  CISA,
  INFORMATION_REGULATOR,
  REPORT_FRAUD_UK,
  withHow,
} from '../reporting-channels';
import type { FraudContent } from '../types';

const icoBa = {
  title: 'ICO fines British Airways £20m for data breach affecting more than 400,000 customers',
  publisher: "Information Commissioner's Office (UK)",
  year: 2020,
  url: 'https://ico.org.uk/about-the-ico/media-centre/news-and-blogs/2020/10/ico-fines-british-airways-20m-for-data-breach-affecting-more-than-400-000-customers/',
};

const riskiqBa = {
  title:
    'Inside the Magecart Breach of British Airways: How 22 Lines of Code Claimed 380,000 Victims',
  publisher: 'RiskIQ',
  year: 2018,
  url: 'https://www.riskiq.com/blog/labs/magecart-british-airways-breach/',
};

const cweTop25 = {
  title: '2025 CWE Top 25 Most Dangerous Software Weaknesses',
  publisher: 'MITRE',
  year: 2025,
  url: 'https://cwe.mitre.org/top25/archive/2025/2025_cwe_top25.html',
};

const iocta2024 = {
  title: 'Internet Organised Crime Threat Assessment (IOCTA) 2024',
  publisher: 'Europol',
  year: 2024,
  url: 'https://www.europol.europa.eu/publication-events/main-reports/internet-organised-crime-threat-assessment-iocta-2024',
};

const pciDss = {
  title: 'Payment Card Industry Data Security Standard v4.0.1',
  publisher: 'PCI Security Standards Council',
  year: 2024,
  url: 'https://docs-prv.pcisecuritystandards.org/PCI%20DSS/Standard/PCI-DSS-v4_0_1.pdf',
};

export const fraud: FraudContent = {
  id: 'Xss',
  summary:
    "Cross-site scripting (XSS) tricks a trusted website into running an attacker's script in visitors' browsers, where it can steal logins, sessions or card details.",
  whatItIs: [
    'Cross-site scripting, or XSS, is a flaw in a website or web app. The site puts text from a user or a link into a page without making it safe first. If that text contains script code, the browser runs it as if it came from the real site. The script can read what the visitor types, steal the session cookie that keeps them logged in, or change the page.',
    "There are three main types. Stored XSS saves the script on the site, for example in a comment, so it hits everyone who views that page. Reflected XSS comes from a crafted link the victim clicks. DOM-based XSS happens inside the page's own JavaScript in the browser.",
    'A close cousin is digital skimming, also called Magecart: criminals change a script file that a payment page loads, so card details are copied as customers type. The harm and many of the defences are the same.',
  ],
  howItWorks: [
    'The attacker looks for a place where a site shows user input back on a page, such as a search box or comment field, and tests whether script code there runs.',
    'They write a small script that copies cookies, keystrokes or form fields and sends them to their own server.',
    'They deliver it by saving it on the site, by sending victims a crafted link, or by changing a script file the site loads.',
    'The victim opens the trusted page, and the browser runs the script with the same rights as the real site.',
    'The attacker uses the stolen session or card data for [account takeover](/frauds/AccountTakeover) or card fraud, often weeks before anyone notices.',
  ],
  warningSigns: [
    'Links to your site with script code or odd encoded text in the web address, such as "<script>".',
    'Payment or login pages loading scripts from domains nobody recognises.',
    'Script files on the website changing with no matching release or change request.',
    'A spike in Content Security Policy violation reports sent by browsers.',
    'Customers reporting pop-ups, odd redirects or extra form fields on your site.',
    'A cluster of card-fraud cases that all trace back to one website.',
  ],
  realCase: {
    title: 'British Airways payment page skimming',
    where: 'United Kingdom, 2018',
    whatHappened: [
      "In 2018 attackers got into British Airways' network using login details belonging to staff at a supplier, according to the UK Information Commissioner's Office (ICO). Researchers at RiskIQ found that they added about 22 lines of code to a JavaScript file loaded by the ba.com payment page, which the BA app also used. The script copied card details as customers typed and sent them to baways.com, a look-alike domain. Strictly this was not a classic XSS bug, but the result was the same: hostile script inside a trusted page.",
      'The attackers first got in around June 2018 and went unnoticed for more than two months; BA did not detect the attack itself but was alerted by a third party. Bookings made between 21 August and 5 September were skimmed. The ICO found that the personal data of about 429,612 customers and staff may have been taken, including names, addresses, card numbers and CVV codes.',
      'In October 2020 the ICO fined BA £20 million, its largest fine at the time. It had first proposed about £183 million but cut the amount, partly because of COVID-19.',
    ],
    source: icoBa,
  },
  statistics: [
    {
      text: "Cross-site scripting (CWE-79) was ranked the most dangerous software weakness in MITRE's 2025 CWE Top 25, keeping the top place it also held in 2024.",
      year: 2025,
      source: cweTop25,
    },
    {
      text: "Europol's 2024 threat assessment reported that online shops and banks were the preferred targets of digital skimming attacks in 2023.",
      year: 2023,
      source: iocta2024,
    },
  ],
  whoIsTargeted: [
    "Any organisation with a website or web app can have XSS flaws, and banks are a prime target because their pages handle logins, payments and personal data. Third-party scripts, such as analytics or chat tags, widen the risk: if a supplier's script is changed, every page that loads it changes too.",
    'The direct victims are usually customers, who often cannot see any difference on the page. Staff are targeted too: a stored XSS in an internal tool can steal an administrator session.',
  ],
  howToDefend: [
    '[Input Validation and Sanitisation](/defenses/InputValidation) is the main fix, because it removes the bug at its source. Server-side validation rejects input of the wrong type or length. The big step is output encoding: every piece of untrusted data is turned into harmless text for the exact place it lands, whether HTML, JavaScript or a web address. A secure development lifecycle with code scanning catches most remaining mistakes before release. Done well, this layer stops the large majority of XSS.',
    '[Traffic Filtering](/defenses/TrafficFiltering) adds a partial shield. Basic firewall rules do little, because XSS arrives inside normal web traffic. A web application firewall blocks common script patterns, but attackers often disguise their code to slip past.',
    '[Keep Systems Updated](/defenses/KeepUpdated) matters because many XSS flaws sit in third-party code such as content management systems, plug-ins and JavaScript libraries. Patching removes known holes but cannot fix your own code.',
    'Browser-side controls help too: a Content Security Policy that only allows scripts from approved sources, integrity checks on third-party script files, and session cookies marked HttpOnly so scripts cannot read them. Since 31 March 2025 the PCI DSS card standard requires organisations with their own payment pages to keep an inventory of payment-page scripts, confirm each one is authorised and detect unauthorised changes.',
  ],
  ifItHappensToYou: {
    steps: [
      "Remove or fix the vulnerable code or tampered script at once, and block the attacker's domain.",
      'Work out which pages, users and dates were affected, and keep logs and the malicious script as evidence.',
      'End active sessions, make affected users sign in again and reset any staff credentials that may have been stolen.',
      'Tell your card acquirer if card data may have been taken.',
      'If personal information was exposed, notify the Information Regulator and the people affected.',
      'Customers should check their statements and report unknown payments to their bank at once.',
    ],
    southAfrica: [
      withHow(
        BANK_FRAUD_LINE,
        'Customers should call the number on their card or in the official app to stop the card and dispute payments.',
      ),
      withHow(
        INFORMATION_REGULATOR,
        "Organisations must report a compromise of personal information through the Regulator's eServices portal and tell the people affected.",
      ),
    ],
    international: [
      CISA,
      withHow(
        REPORT_FRAUD_UK,
        'Victims of card fraud or cyber crime in England, Wales and Northern Ireland can report online or by phone. In Scotland, call Police Scotland on 101.',
      ),
    ],
  },
  glossary: [
    {
      term: 'Cross-site scripting (XSS)',
      definition:
        "A flaw that lets an attacker's script run in other people's browsers on a trusted website.",
    },
    {
      term: 'Output encoding',
      definition:
        'Turning untrusted data into harmless text, so the browser shows it instead of running it.',
    },
    {
      term: 'Session cookie',
      definition: 'Data that keeps you logged in; whoever holds it can often act as you.',
    },
    {
      term: 'Content Security Policy (CSP)',
      definition: 'A rule set by a website that tells browsers which sources of script may run.',
    },
    {
      term: 'Digital skimming',
      definition:
        'Stealing card details by adding hostile code to a payment page, also called Magecart.',
    },
  ],
  quiz: [
    {
      id: 'Xss-1',
      kind: 'knowledge',
      prompt: "What does an XSS attack make the victim's browser do?",
      options: [
        {
          text: 'Download a new operating system.',
          explanation:
            'Wrong. XSS works inside the web page, not by changing the operating system.',
          correct: false,
        },
        {
          text: "Run the attacker's script as if it came from the trusted site.",
          explanation:
            'Right. The browser trusts the site, so it gives the hostile script the same rights as the real page.',
          correct: true,
        },
        {
          text: 'Block all cookies.',
          explanation: 'Wrong. XSS usually tries to steal cookies, not block them.',
          correct: false,
        },
        {
          text: 'Switch off the padlock (HTTPS) on the site.',
          explanation:
            'Wrong. XSS works even on sites that use HTTPS, because the script runs inside the secure page.',
          correct: false,
        },
      ],
    },
    {
      id: 'Xss-2',
      kind: 'knowledge',
      prompt:
        'Which type of XSS saves the script on the website, so it hits everyone who views the page?',
      options: [
        {
          text: 'Reflected XSS',
          explanation:
            'Wrong. Reflected XSS comes from a crafted link and only hits the person who clicks it.',
          correct: false,
        },
        {
          text: 'DOM-based XSS',
          explanation: "Wrong. DOM-based XSS happens in the page's own JavaScript in the browser.",
          correct: false,
        },
        {
          text: 'Stored XSS',
          explanation:
            'Right. The script is saved, for example in a comment, and runs for every visitor to that page.',
          correct: true,
        },
      ],
    },
    {
      id: 'Xss-3',
      kind: 'scenario',
      prompt:
        'A customer forwards an email with a link to your bank\'s real website, but the address ends with "?q=<script>" followed by a long string of odd characters. What is this most likely to be?',
      options: [
        {
          text: 'A reflected XSS attempt using a crafted link.',
          explanation:
            'Right. Script code hidden in a link to a trusted site is the classic sign of reflected XSS.',
          correct: true,
        },
        {
          text: 'A normal marketing link.',
          explanation: 'Wrong. Genuine links do not carry script code in the web address.',
          correct: false,
        },
        {
          text: 'A password reset link.',
          explanation: 'Wrong. Reset links carry a token, not script tags.',
          correct: false,
        },
        {
          text: "A sign that the customer's phone has been SIM-swapped.",
          explanation:
            'Wrong. A SIM swap moves a phone number; it has nothing to do with web links.',
          correct: false,
        },
      ],
    },
    {
      id: 'Xss-4',
      kind: 'knowledge',
      prompt: 'In the game, which defense stops the most XSS?',
      options: [
        {
          text: 'Traffic Filtering',
          explanation:
            'Wrong. Filtering helps partly, but attackers can disguise their code to get past it.',
          correct: false,
        },
        {
          text: 'Keep Systems Updated',
          explanation:
            'Wrong. Patching fixes flaws in third-party code, but not the mistakes in your own code.',
          correct: false,
        },
        {
          text: 'Multi-Factor Authentication',
          explanation:
            'Wrong. MFA protects logins, but XSS can steal a session after the user has logged in.',
          correct: false,
        },
        {
          text: 'Input Validation and Sanitisation',
          explanation:
            'Right. Validation and output encoding remove the bug at its source, which stops most XSS.',
          correct: true,
        },
      ],
    },
    {
      id: 'Xss-5',
      kind: 'knowledge',
      prompt: 'Why is a web application firewall only a partial defence against XSS?',
      options: [
        {
          text: 'It only works at night.',
          explanation: 'Wrong. A firewall works all the time.',
          correct: false,
        },
        {
          text: 'It deletes all cookies.',
          explanation:
            'Wrong. A web application firewall inspects requests; it does not delete cookies.',
          correct: false,
        },
        {
          text: 'Attackers can disguise script code so it slips past the patterns it looks for.',
          explanation:
            'Right. Filters that look for known patterns are often bypassed, so the code itself must be fixed.',
          correct: true,
        },
      ],
    },
    {
      id: 'Xss-6',
      kind: 'scenario',
      prompt:
        'Your web team finds a script on the card payment page that loads from "cdn-paymnts-secure.com". Nobody recognises the domain and it is not in any change record. What should happen first?',
      options: [
        {
          text: 'Leave it, because third-party scripts are normal.',
          explanation:
            'Wrong. An unknown, unapproved script on a payment page is a classic sign of digital skimming.',
          correct: false,
        },
        {
          text: 'Remove the script, block the domain, keep a copy as evidence and start incident response.',
          explanation:
            'Right. Stop the skimming at once, then find out how the script got there and whose cards were exposed.',
          correct: true,
        },
        {
          text: 'Ask customers to clear their browser history.',
          explanation: 'Wrong. The problem is on the website, not on the computers of customers.',
          correct: false,
        },
      ],
    },
    {
      id: 'Xss-7',
      kind: 'knowledge',
      prompt: 'In the British Airways case, how did the card details leave the website?',
      options: [
        {
          text: 'Staff emailed them to the criminals.',
          explanation: 'Wrong. No staff member sent the data; a hidden script did.',
          correct: false,
        },
        {
          text: 'Printed receipts were stolen from airports.',
          explanation: 'Wrong. The data was taken online, as customers typed it.',
          correct: false,
        },
        {
          text: 'A flood of fake traffic knocked the site offline.',
          explanation: 'Wrong. That describes a DDoS attack, not what happened at BA.',
          correct: false,
        },
        {
          text: 'A changed script on the payment page sent them to a look-alike domain, baways.com.',
          explanation:
            'Right. About 22 lines of added code copied card details and sent them to the attackers.',
          correct: true,
        },
      ],
    },
    {
      id: 'Xss-8',
      kind: 'knowledge',
      prompt: 'What does marking a session cookie as HttpOnly do?',
      options: [
        {
          text: 'It stops page scripts from reading the cookie, which limits what XSS can steal.',
          explanation:
            'Right. The browser still sends the cookie to the site, but scripts on the page cannot read it.',
          correct: true,
        },
        {
          text: 'It makes the cookie last forever.',
          explanation: 'Wrong. HttpOnly has nothing to do with how long a cookie lasts.',
          correct: false,
        },
        {
          text: 'It sends the cookie without encryption.',
          explanation:
            'Wrong. HttpOnly controls script access; a separate setting makes sure cookies only travel over HTTPS.',
          correct: false,
        },
      ],
    },
    {
      id: 'Xss-9',
      kind: 'scenario',
      prompt:
        'A developer says: "We don\'t need output encoding. Our web application firewall blocks <script>." How should you respond?',
      options: [
        {
          text: 'Agree, because the firewall is enough.',
          explanation:
            'Wrong. Attackers have many ways to run script without the exact text "<script>".',
          correct: false,
        },
        {
          text: 'Explain that encoding fixes the bug at its source, while the firewall is a backup layer that can be bypassed.',
          explanation:
            'Right. Fix the code first and keep the firewall as an extra layer. That is defence in depth.',
          correct: true,
        },
        {
          text: 'Suggest switching the firewall off instead.',
          explanation: 'Wrong. The firewall still adds value as one layer among several.',
          correct: false,
        },
      ],
    },
    {
      id: 'Xss-10',
      kind: 'knowledge',
      prompt:
        'Since 31 March 2025, what does PCI DSS require of organisations that run their own payment pages?',
      options: [
        {
          text: 'Remove all JavaScript from their websites.',
          explanation: 'Wrong. Scripts are allowed, but they must be managed and checked.',
          correct: false,
        },
        {
          text: 'Use SMS codes for every purchase.',
          explanation:
            'Wrong. This requirement is about scripts on payment pages, not about SMS codes.',
          correct: false,
        },
        {
          text: 'Keep an inventory of payment-page scripts, confirm each is authorised and detect unauthorised changes.',
          explanation:
            'Right. These rules were written to stop skimming attacks like the one on British Airways.',
          correct: true,
        },
        {
          text: 'Change all staff passwords every 30 days.',
          explanation: 'Wrong. That is not what these payment-page requirements cover.',
          correct: false,
        },
      ],
    },
  ],
  sources: [icoBa, riskiqBa, cweTop25, iocta2024, pciDss],
};
