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
      prompt: 'What does an XSS attack make the victim’s browser do?',
      options: [
        {
          text: 'Open a look-alike website that copies the design of the real one.',
          explanation:
            'That is [phishing](/frauds/Phishing). XSS happens on the real site itself, which is why the address bar shows nothing wrong.',
          correct: false,
        },
        {
          text: 'Install a program on the computer that records the keys the user presses.',
          explanation:
            'XSS works inside the web page and needs no installed program. The script reads what is typed on that page while it is open.',
          correct: false,
        },
        {
          text: "Get a trusted site to run the attacker's code inside each visitor's browser.",
          explanation:
            'The site puts unsafe text into its page, and the browser trusts the site, so it gives the hostile script the same rights as the real page.',
          correct: true,
        },
        {
          text: 'Block the site’s cookies and log the user out.',
          explanation:
            'XSS usually tries to steal cookies, not block them. A stolen session cookie can let the attacker act as the user.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'When a cross-site scripting attack works, what happens in the browser of a person visiting the site?',
          options: [
            { text: 'It is sent to a copy of the site built to look like the genuine one.' },
            { text: 'It downloads a keylogger that stays on the computer after the visit.' },
            { text: "It obeys an intruder's code as if the genuine website had sent it." },
            { text: "It loses the site's cookies, and the visitor is signed out at once." },
          ],
        },
      ],
    },
    {
      id: 'Xss-2',
      kind: 'knowledge',
      prompt:
        'Which type of XSS saves the script on the website itself, so it hits each person who views the page?',
      options: [
        {
          text: 'Reflected XSS',
          explanation:
            'Reflected XSS comes from a crafted link and hits the person who clicks it; the script is not saved on the site.',
          correct: false,
        },
        {
          text: 'Stored XSS',
          explanation:
            'The script is saved on the site, for example in a comment, so it runs for each visitor who opens that page.',
          correct: true,
        },
        {
          text: 'DOM-based XSS',
          explanation:
            'DOM-based XSS happens inside the page’s own JavaScript in the browser, rather than in a script saved on the site.',
          correct: false,
        },
        {
          text: 'SQL injection',
          explanation:
            '[SQL injection](/frauds/SqlInjection) attacks the database behind a site. XSS attacks the visitors’ browsers through the page.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'On a forum, an attacker posts a comment that contains script code. From then on, the script runs for anyone who opens that thread. Which kind of XSS is this?',
          options: [
            { text: 'Reflected cross-site scripting' },
            { text: 'Stored cross-site scripting' },
            { text: 'DOM-based cross-site scripting' },
            { text: 'An SQL injection attack' },
          ],
        },
      ],
    },
    {
      id: 'Xss-3',
      kind: 'scenario',
      prompt:
        'A customer forwards Mandla at Coastal Ridge Bank an email. Its link goes to the bank’s real site, yourbank.co.za, but the address ends in “?q=<script>” and a long run of odd characters. What is this most likely to be?',
      options: [
        {
          text: 'A harmless tracking code added by the bank’s marketing email tool.',
          explanation:
            'Tracking codes are plain labels, not script tags. “<script>” in a link is a known warning sign of XSS.',
          correct: false,
        },
        {
          text: 'A password reset link that carries a security token for the customer.',
          explanation:
            'Reset links carry a random token, not script code. Odd encoded text with “<script>” points to an attack.',
          correct: false,
        },
        {
          text: "An attack tucked into the address so the bank's own site runs code.",
          explanation:
            'Script code in a web address is a warning sign of reflected XSS: the crafted link makes the real site run the attacker’s script for whoever clicks.',
          correct: true,
        },
        {
          text: 'A safe link, because it points to the bank’s own real domain.',
          explanation:
            'XSS uses the real domain on purpose: the trusted site is tricked into running the script, so the domain alone proves nothing.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Farah, who answers the social media inbox at Msasa Bank, gets a WhatsApp message from a client with a link. It points to the bank's genuine site, www.msasa-bank.example, but the address carries “?search=<script>” and a long string of odd symbols. What is it most likely to be?",
          options: [
            { text: "A tracking tag the bank's campaign software adds to monitor clicks." },
            {
              text: "A sign-in link carrying a token to confirm the client's identity.",
              explanation:
                'Sign-in links carry a random token, not script code. Odd characters around “<script>” point to an attack.',
            },
            { text: "A rigged address that gets the bank's genuine site to execute code." },
            { text: "A safe link: it leads to the bank's own genuine domain." },
          ],
        },
      ],
    },
    {
      id: 'Xss-6',
      kind: 'scenario',
      prompt:
        'Web staff at Impala Bank find that the card payment page loads a script from cdn-paymnts-secure.com. Nobody recognises the domain, and no change request mentions it. What should happen first?',
      options: [
        {
          text: 'Remove the script, block the domain, keep a copy and start incident response.',
          explanation:
            'An unknown, unapproved script on a payment page is a classic sign of digital skimming. Stop it now, keep the evidence, then find out how it got there and whose cards were exposed.',
          correct: true,
        },
        {
          text: 'Leave it running, since payment pages load many scripts from outside suppliers.',
          explanation:
            'Outside scripts are common, which is why each one must be known and approved. An unrecognised one is a warning sign, not routine.',
          correct: false,
        },
        {
          text: 'Add the domain to the approved list, so browsers stop flagging the script.',
          explanation:
            'Approving an unknown script gives a possible skimmer permission to run. The Content Security Policy exists to keep such scripts out.',
          correct: false,
        },
        {
          text: 'Email customers to clear their browser history before their next payment.',
          explanation:
            'The problem is on the bank’s page, not in customers’ browsers. Clearing history does nothing while the script keeps running.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'During a routine review, Ayesha on the web team at Protea Bank sees the card payment page pulling a file from stats-checkout-cdn.example. No one knows the domain, and no approved change mentions it. What comes first?',
          options: [
            { text: 'Pull the file, block its domain, save a copy and open an incident.' },
            {
              text: 'Keep it running for now and ask the vendors whether one of them added it.',
              explanation:
                'Asking around while the script keeps running leaves card details exposed. An unapproved script on a checkout page must come off first.',
            },
            { text: 'Add the domain to the allowed list, which stops browsers from reporting it.' },
            { text: 'Send customers a message telling them to clear their browser history.' },
          ],
        },
      ],
    },
    {
      id: 'Xss-7',
      kind: 'knowledge',
      prompt: 'In the British Airways case, how did the card details leave the website?',
      options: [
        {
          text: 'A staff member at a supplier copied them from the booking database.',
          explanation:
            'Supplier staff logins were how the attackers got into the network, but no person copied the cards. A script on the payment page did.',
          correct: false,
        },
        {
          text: 'Customers were sent phishing emails that led to a fake booking page.',
          explanation:
            'Customers used the real ba.com page. The hostile script ran inside the trusted page, so there was no fake site to spot.',
          correct: false,
        },
        {
          text: 'Hackers read them off BA’s network as they travelled without HTTPS.',
          explanation:
            'The script took the details inside the browser as they were typed, before they were sent anywhere. Encryption on the network did not help.',
          correct: false,
        },
        {
          text: 'A checkout script was altered to pass them to a similar-looking domain.',
          explanation:
            'About 22 lines added to a JavaScript file copied card details as customers typed and sent them to baways.com.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            "During the 2018 breach at British Airways, by what route were customers' card details taken?",
          options: [
            { text: 'Someone at a supplier exported them from the bookings system.' },
            { text: 'Phishing e-mails sent travellers to a fake copy of the booking site.' },
            { text: 'Attackers intercepted them on the network, where they moved unencrypted.' },
            { text: "A doctored checkout file passed them to a domain mimicking BA's." },
          ],
        },
      ],
    },
    {
      id: 'Xss-8',
      kind: 'knowledge',
      prompt: 'What does marking a session cookie as HttpOnly do?',
      options: [
        {
          text: 'It makes the cookie expire as soon as the browser is closed.',
          explanation:
            'How long a cookie lasts is set separately. HttpOnly controls whether scripts on the page can read the cookie.',
          correct: false,
        },
        {
          text: 'It hides the cookie from any script the page runs.',
          explanation:
            'The browser still sends the cookie to the site, but scripts on the page cannot read it, so an XSS script cannot steal the session.',
          correct: true,
        },
        {
          text: 'It lets the cookie travel over encrypted links, not plain ones.',
          explanation:
            'A different setting keeps cookies on encrypted connections. HttpOnly is about scripts: it hides the cookie from page code.',
          correct: false,
        },
        {
          text: 'It ties the cookie to the device where it was first set.',
          explanation:
            'HttpOnly does not bind a cookie to a device. It stops page scripts, including injected ones, from reading it.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'A developer sets the HttpOnly flag on the session cookie used after sign-in. What does that change?',
          options: [
            { text: 'The cookie is deleted when the browser is shut.' },
            { text: 'Code running on that page can no longer read it.' },
            { text: 'It is sent over encrypted connections and not plain ones.' },
            { text: 'It is locked to the device that first received it.' },
          ],
        },
      ],
    },
    {
      id: 'Xss-9',
      kind: 'scenario',
      prompt:
        'A developer at Sunbird Bank says: “We don’t need output encoding. Our web application firewall blocks <script>.” What is the best reply?',
      options: [
        {
          text: 'Agreed: if the firewall blocks that tag, scripts have no way to reach the page.',
          explanation:
            'Attackers have many ways to run script without the exact text “<script>”. A firewall that looks for patterns is often bypassed.',
          correct: false,
        },
        {
          text: 'Agreed, as long as the supplier can update the firewall’s rules every month.',
          explanation:
            'Fresh rules help a little, but disguised script still slips through. The bug in the code stays until output encoding fixes it.',
          correct: false,
        },
        {
          text: 'Encoding is needed on input fields, but not on data that comes from our own database.',
          explanation:
            'Stored XSS comes from the site’s own data, such as saved comments. Untrusted data must be encoded wherever it lands on a page.',
          correct: false,
        },
        {
          text: 'Encoding fixes the bug where it starts; a firewall is one layer that attackers can dodge.',
          explanation:
            'Attackers disguise code to slip past firewall patterns. Fix the code with output encoding and keep the firewall as an extra layer: that is defence in depth.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'In a design review at Highveld Bank, the lead developer, Ruan, argues that output encoding is a waste of time because the web application firewall already filters out <script> tags. How should the security lead answer?',
          options: [
            { text: 'Fair point: once that tag is filtered out, scripts cannot reach the page.' },
            { text: 'Fair point, if the vendor refreshes the filter rules each month.' },
            { text: 'Encode form inputs, but skip checks on data from our own database.' },
            { text: 'Encode anyway: it fixes the flaw itself, and a filter can be dodged.' },
          ],
        },
      ],
    },
    {
      id: 'Xss-10',
      kind: 'knowledge',
      prompt:
        'Since 31 March 2025, what does the PCI DSS card standard require of organisations that run their own payment pages?',
      options: [
        {
          text: 'Remove JavaScript from the payment pages and use plain HTML forms instead.',
          explanation:
            'Scripts are allowed on payment pages, but they must be listed, approved and watched for changes.',
          correct: false,
        },
        {
          text: 'List each payment-page script, approve it and watch for changes, since skimmers alter them.',
          explanation:
            'Organisations must keep an inventory of payment-page scripts, confirm each is authorised and detect unauthorised changes, which targets skimming like the BA attack.',
          correct: true,
        },
        {
          text: 'Send the customer a one-time SMS code before each card payment is approved.',
          explanation:
            'This rule is about scripts on payment pages. An SMS code would not stop a script that copies card details as they are typed.',
          correct: false,
        },
        {
          text: 'Have an outside firm test the payment pages for security flaws once a year.',
          explanation:
            'Testing has value, but this requirement is about keeping a script inventory and spotting unauthorised changes as they happen.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'From 31 March 2025, what must an organisation that hosts its own card payment pages do under the PCI DSS standard?',
          options: [
            { text: 'Strip the JavaScript out of payment pages and use bare HTML forms instead.' },
            { text: 'List every script those pages load, sign each off and watch for edits.' },
            { text: 'Text each customer a one-time code before a card payment goes through.' },
            { text: 'Pay an outside company to test the pages for weaknesses once a year.' },
          ],
        },
      ],
    },
    {
      id: 'Xss-11',
      kind: 'scenario',
      prompt:
        'The web team at Savanna Bank offers the manager four options to stop unknown scripts from running on the online banking login page. Which one does that job?',
      options: [
        {
          text: 'An extended-validation certificate, so the padlock shows the bank’s full name.',
          explanation:
            'A certificate proves the site’s identity and encrypts traffic, but it does nothing about which scripts the page runs.',
          correct: false,
        },
        {
          text: 'A one-time SMS code at each login, so that a stolen password alone is not enough.',
          explanation:
            'Codes protect the login step. An injected script can still read the page or steal the session after the user has signed in.',
          correct: false,
        },
        {
          text: 'Session cookies marked HttpOnly to keep scripts out of them.',
          explanation:
            'HttpOnly hides session cookies from scripts, which limits the harm, but it does not stop an unknown script from running and reading what customers type.',
          correct: false,
        },
        {
          text: 'A browser rule that blocks scripts from sources the bank has not approved.',
          explanation:
            'A Content Security Policy tells browsers which sources of script may run. A script from an unknown domain is refused, and the browser can report the attempt.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'Ntombi, who runs digital channels at Karoo Bank, asks the web team which of four proposals would stop unapproved scripts from running on the internet banking sign-in page. Which one should they pick?',
          options: [
            { text: "Add an extended-validation certificate that shows the bank's name." },
            { text: 'Require a texted one-time code at sign-in as well as the password.' },
            { text: 'Mark session cookies HttpOnly to keep scripts away from them.' },
            { text: 'Set a browser rule refusing scripts from unlisted sources.' },
          ],
        },
      ],
    },
    {
      id: 'Xss-12',
      kind: 'scenario',
      prompt:
        'Overnight, Karabo in the security team at Fairlands Bank sees a sharp rise in Content Security Policy violation reports from customers’ browsers on the payment page. What is the best response?',
      options: [
        {
          text: 'Relax the policy, since it must be blocking scripts that customers clearly need.',
          explanation:
            'Loosening the policy would let the unknown script run. The reports show the policy doing its job, not getting in the way.',
          correct: false,
        },
        {
          text: 'Check the payment page for an injected script, since such reports warn of one.',
          explanation:
            'A spike in violation reports means browsers are refusing scripts the policy does not allow. That is a known warning sign that someone may have injected a script.',
          correct: true,
        },
        {
          text: 'Ignore the reports, because browsers send them for harmless ad blockers.',
          explanation:
            'Browsers send these reports when a page tries to load a script from a source the policy does not allow. A sudden spike deserves a close look.',
          correct: false,
        },
        {
          text: 'Ask customers to update their browsers, as old versions cause such reports.',
          explanation:
            'The reports come from browsers obeying the policy, not from old software. The question is what script the page is trying to load.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Early on Tuesday, Lerato on the security desk at Highlands Bank notices that browsers sent hundreds of Content Security Policy violation reports from the checkout page overnight, far more than usual. What should the team do?',
          options: [
            { text: 'Loosen the policy, as it is plainly blocking scripts shoppers need.' },
            { text: 'Search the checkout page for planted code, as the reports hint at it.' },
            { text: 'Ignore them, as ad-blocking extensions trigger such reports.' },
            { text: 'Tell shoppers to update their browsers, as outdated ones send such reports.' },
          ],
        },
      ],
    },
    {
      id: 'Xss-13',
      kind: 'scenario',
      prompt:
        'Kevin in IT at Marula Bank finds a script saved in the comments box of the staff helpdesk tool. For a week it has been sending administrators’ session cookies to an outside server. He has removed it. What should he do next?',
      options: [
        {
          text: 'Close the ticket: with the script gone, the stolen cookies stop working.',
          explanation:
            'Removing the script stops new theft, but cookies already stolen may keep the attacker logged in as an administrator until the sessions end.',
          correct: false,
        },
        {
          text: 'Tell administrators to clear their cookies, which cancels the stolen ones.',
          explanation:
            'Clearing cookies in one browser does not cancel the copy on the attacker’s server. The sessions themselves must be ended.',
          correct: false,
        },
        {
          text: 'Change the helpdesk tool’s web address, so the attacker cannot find it.',
          explanation:
            'The attacker already holds working sessions and may know more than the address. Ending sessions and resetting credentials is what cuts them off.',
          correct: false,
        },
        {
          text: 'End active sessions, since stolen cookies work until they end.',
          explanation:
            'Whoever holds a session cookie can often act as the user. Ending sessions makes the stolen cookies useless, and resets cover any credentials the script took.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            "For ten days, a script hidden in the notes field of Mahogany Bank's internal ticketing system sent supervisors' session cookies to an unknown server. Sibusiso in IT has now deleted it. What is his next step?",
          options: [
            {
              text: 'Close the incident: deleting the script makes the stolen cookies expire.',
              explanation:
                'Deleting the script stops new theft, but cookies already copied can keep the attacker signed in as a supervisor until those sessions end.',
            },
            { text: 'Ask supervisors to clear their browser cookies to cancel the stolen ones.' },
            { text: "Change the ticketing system's address so the attacker cannot find it." },
            { text: 'Force supervisors to sign in afresh, as copied cookies still work.' },
          ],
        },
      ],
    },
    {
      id: 'Xss-14',
      kind: 'scenario',
      prompt:
        'Marketing at Kudu Bank wants to add a live-chat widget to the online banking pages. The widget loads a script from the chat supplier’s own server. What risk should the change board weigh?',
      options: [
        {
          text: 'Chat tools slow the page, which makes customers more likely to ignore alerts.',
          explanation:
            'Speed is a usability issue, not the XSS risk. The concern is that the bank runs code in its pages that it does not control.',
          correct: false,
        },
        {
          text: "If someone alters the supplier's script, the bank's pages will run the altered version.",
          explanation:
            'Third-party scripts widen the risk: a change at the supplier reaches each page that loads the script. Integrity checks and a list of approved sources help control this.',
          correct: true,
        },
        {
          text: 'Chat widgets let customers send files, which is how most malware spreads.',
          explanation:
            'File sharing is a separate concern. The XSS risk is that a changed supplier script runs inside the bank’s trusted pages.',
          correct: false,
        },
        {
          text: 'The supplier may read customer chats, which is the main XSS danger here.',
          explanation:
            'Privacy matters, but the bigger risk is code: if the supplier’s script is altered, it runs with the bank’s rights in customers’ browsers.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "The digital team at Mopani Bank proposes a customer-feedback survey pop-up on its internet banking pages. The pop-up runs a script served from the survey company's servers. What risk should the approvals committee weigh up?",
          options: [
            {
              text: 'Survey pop-ups annoy customers, who may then ignore real security warnings.',
              explanation:
                'Annoyance is a usability issue, not the XSS risk. The concern is that the bank runs code in its pages that it does not control.',
            },
            { text: "An altered survey script would execute inside the bank's pages." },
            { text: 'Surveys let customers upload files, which is how malware mostly spreads.' },
            {
              text: "The survey company could read customers' answers, the main XSS concern here.",
            },
          ],
        },
      ],
    },
    {
      id: 'Xss-15',
      kind: 'knowledge',
      prompt: 'What does output encoding do?',
      options: [
        {
          text: 'It scrambles the page so that nobody on the network can read it in transit.',
          explanation:
            'Scrambling traffic is encryption, which HTTPS does. Encoding changes how data is written into the page so that it cannot act as code.',
          correct: false,
        },
        {
          text: 'It removes user comments that contain links before the page is shown.',
          explanation:
            'Encoding does not delete anything. It keeps the text but makes sure the browser treats it as words to show, not code to run.',
          correct: false,
        },
        {
          text: 'It converts outside data to inert text, so that scripts in it stay harmless.',
          explanation:
            'Each piece of untrusted data is made safe for the exact place it lands, whether HTML, JavaScript or a web address, so the browser shows it instead of running it.',
          correct: true,
        },
        {
          text: 'It compresses the scripts so that the page loads faster for customers.',
          explanation:
            'Compression is about speed. Encoding is a security step that stops injected text from being run as script.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'A developer applies output encoding to user data before writing it into a page. What is the effect?',
          options: [
            { text: 'Traffic between server and browser is scrambled on its way.' },
            { text: 'Comments that contain links are stripped out before display.' },
            { text: 'Any script inside it is displayed as text rather than run.' },
            { text: 'Scripts are squeezed smaller and the page opens faster.' },
          ],
        },
      ],
    },
    {
      id: 'Xss-16',
      kind: 'scenario',
      prompt:
        'A customer calls Zebra Bank’s contact centre. On the real login page, yourbank.co.za, she now sees an extra box asking for her card’s CVV, which was not there before. What should the agent do?',
      options: [
        {
          text: 'Tell her the site is fake, since the real bank site is safe from tampering.',
          explanation:
            'She is on the real domain. XSS and skimming change the trusted site itself, which is why customers often see no difference in the address.',
          correct: false,
        },
        {
          text: 'Tell her to run antivirus, since the extra box must come from her own PC.',
          explanation:
            'An infection on one PC is possible, but a changed page on the bank’s own site is a known warning sign and could affect many customers.',
          correct: false,
        },
        {
          text: 'Tell the web security team, since the extra box may be an injected script.',
          explanation:
            'Customers reporting extra form fields, pop-ups or odd redirects on the real site is a warning sign of XSS or skimming. The web team must check the page.',
          correct: true,
        },
        {
          text: 'Tell her to fill it in, since banks can add new checks to login pages.',
          explanation:
            'An unexpected field asking for card details is a red flag. If a script added it, anything she types goes to the attacker.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'A client rings the call centre at Umhlanga Bank. She says the genuine sign-in page, at www.umhlanga-bank.example, has started asking for her card PIN in a new box that was not there last week. What should the agent do?',
          options: [
            { text: 'Assure her the real site cannot be tampered with, so it must be a fake.' },
            { text: 'Advise her to scan her PC for viruses, as the box must come from there.' },
            { text: 'Escalate it to web security, as injected code may have added the box.' },
            { text: 'Say she can fill it in, as banks may add new checks to sign-in pages.' },
          ],
        },
      ],
    },
    {
      id: 'Xss-17',
      kind: 'scenario',
      prompt:
        'A customer whose card was misused after she paid on Tortoise Travel’s website asks: “The page had the padlock and the right address. How could my card be stolen?” What is the accurate answer?',
      options: [
        {
          text: 'The padlock must have been forged, since a real padlock means the page is safe.',
          explanation:
            'The padlock shows an encrypted connection to the right site. It says nothing about whether each script on the page is safe.',
          correct: false,
        },
        {
          text: 'Code inside the genuine site copied them, since a padlock cannot stop that.',
          explanation:
            'HTTPS protects data on its way, but a hostile script runs inside the trusted page with the site’s own rights. That is how the BA skimming worked.',
          correct: true,
        },
        {
          text: 'Padlocked pages cannot be changed, so the theft must have happened at her bank.',
          explanation:
            'A padlock shows an encrypted link, not that the page is untouched. Attackers change scripts on real, padlocked pages, as they did at BA.',
          correct: false,
        },
        {
          text: 'Her own phone must have been hacked, as a secure site cannot leak card data.',
          explanation:
            'A secure connection does not protect against a script inside the page. The theft can happen on the site with no fault on her phone.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "After buying concert tickets on Jacaranda Events' website, Mr Botha finds strange charges on his card. He phones the company: “The address was right and the padlock was there, so how was my card taken?” What should the agent tell him?",
          options: [
            { text: 'Tell him the padlock was forged, as a genuine one proves the page is safe.' },
            {
              text: 'Tell him planted code on the genuine site took it, as HTTPS cannot spot that.',
            },
            {
              text: 'Tell him padlocked pages cannot be altered, so his bank must have leaked it.',
            },
            {
              text: 'Tell him to check his laptop for malware, as a secure site cannot leak cards.',
              explanation:
                'A secure connection does not protect against a script inside the page. The theft can happen on the site with nothing wrong on his laptop.',
            },
          ],
        },
      ],
    },
    {
      id: 'Xss-18',
      kind: 'scenario',
      prompt:
        'Bongani, IT manager at Acacia Bank, has updated the website’s content management system and its plug-ins. He tells the board the site is now safe from XSS. What is the accurate view?',
      options: [
        {
          text: 'Correct: XSS flaws come from plug-ins, and an updated site is no longer exposed.',
          explanation:
            'Plug-ins are one source, but the bank’s own pages can also show user input unsafely. Patching cannot fix code the bank wrote itself.',
          correct: false,
        },
        {
          text: 'Correct, provided the updates are repeated monthly to catch new plug-in flaws.',
          explanation:
            'Keeping up matters, but the point is scope, not timing: updates fix the maker’s code, not the bank’s own code.',
          correct: false,
        },
        {
          text: 'Updates make no difference to XSS, which comes from the bank’s own code.',
          explanation:
            'Third-party code such as plug-ins and JavaScript libraries is a common home for XSS flaws, so updates do help. They just do not cover the bank’s own code.',
          correct: false,
        },
        {
          text: "Updates close known holes in outside code, but the bank's own code needs fixing too.",
          explanation:
            'Many XSS flaws sit in third-party code such as content management systems, plug-ins and libraries, so patching helps. Mistakes in the bank’s own pages still need output encoding.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            "After installing the latest versions of the website's content platform and its add-ons, Zanele, head of IT at Fynbos Bank, tells the executive committee that XSS is no longer a risk. How accurate is that?",
          options: [
            { text: 'Accurate: add-ons are where XSS flaws live, and up-to-date ones are safe.' },
            { text: 'Accurate, if the updates are repeated monthly to catch new add-on flaws.' },
            {
              text: "Inaccurate: updates are irrelevant to XSS, which starts in the bank's own code.",
            },
            { text: 'Partly: updates fix bought-in code, but not what the bank wrote itself.' },
          ],
        },
      ],
    },
  ],
  sources: [icoBa, riskiqBa, cweTop25, iocta2024, pciDss],
};
