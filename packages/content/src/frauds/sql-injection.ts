import {
  CISA,
  CYBERSECURITY_HUB,
  IC3,
  INFORMATION_REGULATOR,
  SAPS,
  withHow,
} from '../reporting-channels';
import type { FraudContent, Source } from '../types';

const cisaMoveit: Source = {
  title:
    '#StopRansomware: CL0P Ransomware Gang Exploits CVE-2023-34362 MOVEit Vulnerability (AA23-158A)',
  publisher: 'CISA and FBI',
  year: 2023,
  url: 'https://www.cisa.gov/news-events/cybersecurity-advisories/aa23-158a',
};

const cisaSqliAlert: Source = {
  title: 'Secure by Design Alert: Eliminating SQL Injection Vulnerabilities in Software',
  publisher: 'CISA and FBI',
  year: 2024,
  url: 'https://www.cisa.gov/resources-tools/resources/secure-design-alert-eliminating-sql-injection-vulnerabilities-software',
};

const cweTop25of2025: Source = {
  title: '2025 CWE Top 25 Most Dangerous Software Weaknesses',
  publisher: 'MITRE',
  year: 2025,
  url: 'https://cwe.mitre.org/top25/archive/2025/2025_cwe_top25.html',
};

const cweTop25: Source = {
  title: '2024 CWE Top 25 Most Dangerous Software Weaknesses',
  publisher: 'MITRE',
  year: 2024,
  url: 'https://cwe.mitre.org/top25/archive/2024/2024_cwe_top25.html',
};

const owaspA03: Source = {
  title: 'OWASP Top 10:2021, A03 Injection',
  publisher: 'OWASP Foundation',
  year: 2021,
  url: 'https://owasp.org/Top10/A03_2021-Injection/',
};

const registerMoveit: Source = {
  title: 'Uncle Sam’s had it up to here with “unforgivable” SQL injection flaws',
  publisher: 'The Register',
  year: 2024,
  url: 'https://www.theregister.com/2024/03/26/fbi_cisa_sql_injection/',
};

export const fraud: FraudContent = {
  id: 'SqlInjection',
  summary:
    'Attackers type database commands into a website’s forms or web addresses, so the database hands over, changes or deletes data.',
  whatItIs: [
    'Most websites and apps keep their data in a database and talk to it in a language called SQL. SQL injection happens when an app pastes what a user types straight into a database command. An attacker can then type text that the database reads as extra commands instead of plain data.',
    'A successful injection may let an attacker read customer records or log in without a password. They may change or delete data, and sometimes take over the server. The flaw has been known for over two decades and is still common.',
    'SQL injection is a fault in the software, not in the user. The fix is well understood. Build queries with parameters, so that whatever a user types is always treated as data and never as a command.',
  ],
  howItWorks: [
    'The attacker finds an input that reaches the database. It might be a login box, a search field, a web address or an API used by an app.',
    'They test it with odd characters, such as a quote mark, and watch for errors. Automated tools test thousands of sites this way.',
    'Once they confirm the flaw, they craft input that changes what the query does. For example, it might return every row in a table instead of one.',
    'They pull out data step by step. Or they plant a hidden back door called a web shell, so they can come back later.',
    'They copy the data out, then sell it, use it for fraud, or threaten to publish it unless paid.',
  ],
  warningSigns: [
    'Web or firewall logs full of quote marks and patterns such as “OR 1=1”, “UNION SELECT” or “--” in form fields.',
    'Database error messages shown to website visitors.',
    'Sudden spikes in database queries, or large data exports from a web server.',
    'New database or admin accounts that nobody created, or strange files in web folders.',
    'Unexpected traffic going out from database servers.',
    'A supplier announces a security flaw in software you use that faces the internet.',
  ],
  realCase: {
    title: 'MOVEit: one SQL injection flaw, thousands of victims',
    where: 'United States and worldwide, 2023',
    whatHappened: [
      'MOVEit Transfer is a file-transfer product for sending sensitive files over the internet. Many organisations use it, including banks, payroll firms and government agencies. From 27 May 2023, the CL0P ransomware gang exploited a SQL injection flaw in it that nobody knew about before, CVE-2023-34362. Through the flaw they planted a web shell called LEMURLOOT on MOVEit servers that faced the internet. Then they stole data from the databases behind them.',
      'The maker, Progress Software, released a fix on 31 May 2023. But by then data had already been taken from many sites. CL0P did not lock systems; it threatened to publish the stolen files unless victims paid. Firms used MOVEit to swap files with partners, so one flaw spread harm to the customers of customers.',
      'By March 2024 the security firm Emsisoft counted 2,769 organisations hit and about 95 million people whose data was exposed. CISA and the FBI then urged software makers to remove SQL injection flaws from their products entirely.',
    ],
    source: cisaMoveit,
  },
  statistics: [
    {
      text: 'SQL injection ranked third in the 2024 list of the 25 most dangerous software weaknesses. It held the same place in 2023.',
      year: 2024,
      source: cweTop25,
    },
    {
      text: 'In the 2025 list SQL injection moved up to second place, behind cross-site scripting.',
      year: 2025,
      source: cweTop25of2025,
    },
    {
      text: 'OWASP’s 2021 Top 10 looked at test data on many applications. Of these, 94% were tested for some form of injection, a group that includes SQL injection and cross-site scripting. About 274,000 cases were found.',
      year: 2021,
      source: owaspA03,
    },
    {
      text: 'By March 2024, Emsisoft had counted 2,769 organisations and about 95 million people affected by the MOVEit SQL injection campaign. Emsisoft is a security vendor, and its tally is based on public reports.',
      year: 2024,
      source: registerMoveit,
    },
  ],
  whoIsTargeted: [
    'Any organisation with a website, app or partner portal that talks to a database is at risk. For banks that means online banking, loan and account forms, and the many outside systems that hold customer data.',
    'Older, home-built or rarely updated systems are easy targets. So are widely used products, because one flaw opens thousands of doors. Customers pay the price when their data leaks and is reused in scams.',
  ],
  howToDefend: [
    '[Input Validation and Sanitisation](/defenses/InputValidation) is the real fix, and the game rates it highest. Checks on the server reject input of the wrong type or length (70%). But some fields must accept quote marks, so this is not enough on its own. The big step is parameterised queries. Here the command and the user’s data travel separately, so input can never become a command (90%). OWASP and CISA call this the main defence. A secure development lifecycle with code review and scanning catches the places developers forget (99%).',
    '[Traffic Filtering](/defenses/TrafficFiltering) adds a web application firewall that blocks common injection patterns (20% to 50%). It buys time, for example while waiting for a supplier’s patch. But attackers can often disguise their input to slip past its rules. It is a layer, not a cure.',
    '[Principle of Least Privilege](/defenses/PrincipleOfLeastPrivilege) limits the damage if an injection works. Say the app’s database account can only read the few tables it needs. Then the attacker cannot dump everything or create new admin accounts (20% to 40%).',
    'Ask software suppliers whether they have checked their code for SQL injection, as CISA and the FBI urge. Patch products that face the internet quickly. A close cousin of this attack is [Cross-Site Scripting (XSS)](/frauds/Xss).',
  ],
  ifItHappensToYou: {
    steps: [
      'Tell your security team at once and keep all logs. Do not simply delete suspicious files, as they are evidence.',
      'Take the affected app offline or block the attack while the flaw is fixed. Apply any patch from the supplier.',
      'Check for web shells, new accounts and data that left the network.',
      'If personal information was accessed, tell the Information Regulator and the people affected. If card data was involved, tell your acquiring bank.',
      'Customers whose data leaked should watch their statements and expect scam calls that use the stolen details. They should also think about SAFPS Protective Registration.',
    ],
    southAfrica: [
      INFORMATION_REGULATOR,
      CYBERSECURITY_HUB,
      withHow(
        SAPS,
        'Open a case. Unlawful access to computer systems and data is a crime under the Cybercrimes Act.',
      ),
    ],
    international: [
      withHow(
        CISA,
        'The US cyber agency takes reports of cyber incidents and publishes warnings about flaws that are being exploited.',
      ),
      withHow(IC3, 'Report cyber crime that involves the United States.'),
    ],
  },
  glossary: [
    {
      term: 'SQL',
      definition:
        'Structured Query Language, the language most apps use to talk to their databases.',
    },
    {
      term: 'Parameterised query',
      definition:
        'A database command where user input is sent separately from the command, so it can never change what the command does.',
    },
    {
      term: 'Web application firewall (WAF)',
      definition:
        'A filter in front of a website that blocks requests that look like known attacks.',
    },
    {
      term: 'Web shell',
      definition:
        'A hidden script planted on a web server that lets an attacker come back and run commands.',
    },
  ],
  quiz: [
    {
      id: 'SqlInjection-1',
      kind: 'knowledge',
      prompt: 'What causes an SQL injection flaw?',
      options: [
        {
          text: 'Customers choose weak passwords that attackers can guess and reuse.',
          explanation:
            'Weak passwords cause other problems, such as [brute-force attacks](/frauds/BruteForce). SQL injection is a coding fault in how an app builds its database commands.',
          correct: false,
        },
        {
          text: 'Whatever someone enters is pasted into a query, and then run as code.',
          explanation:
            'When input is pasted into a command, the database can read part of it as extra commands instead of plain data. The fault is in the software, not the user.',
          correct: true,
        },
        {
          text: 'The database server is missing the latest security update from its maker.',
          explanation:
            'The flaw lives in the app’s own code, in how it builds its queries. Updating the database server does not change how the app treats user input.',
          correct: false,
        },
        {
          text: 'Staff open booby-trapped attachments that install a program on the server.',
          explanation:
            'That describes malware arriving by email. SQL injection needs no attachment: the attacker types crafted text into a form, a web address or an API.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt: 'At its root, what mistake in a system leaves it open to SQL injection?',
          options: [
            { text: 'Customers pick easy passwords that attackers guess and reuse elsewhere.' },
            { text: 'Typed text gets spliced into a query and may then be executed.' },
            { text: 'The database software has not had its newest security patch installed.' },
            {
              text: 'Employees open infected e-mail attachments that put a program on the server.',
            },
          ],
        },
      ],
    },
    {
      id: 'SqlInjection-3',
      kind: 'scenario',
      prompt:
        "Reviewing the web logs of Ubuntu Credit Union, Zanele sees hundreds of login attempts where the username is text such as admin' OR 1=1 --. What is most likely happening?",
      options: [
        {
          text: 'A customer has forgotten their username and is trying different ones.',
          explanation:
            'Real customers do not type database syntax hundreds of times. These patterns are a known warning sign of SQL injection.',
          correct: false,
        },
        {
          text: 'A hacker is guessing common passwords for the admin account.',
          explanation:
            'Password guessing tries many passwords, but here the username field holds database syntax. The aim is to change the query, not to guess a password.',
          correct: false,
        },
        {
          text: 'A person is probing the login form for an injection flaw.',
          explanation:
            'Quote marks, “OR 1=1” and “--” are classic injection tests, often run by automated tools. Alert the security team and keep the logs.',
          correct: true,
        },
        {
          text: 'A password manager is filling the form with a badly formatted entry.',
          explanation:
            'A password manager fills in saved details, not database syntax. Repeated “OR 1=1” patterns point to someone probing for injection.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Going through the sign-in records of Marula Savings, analyst Pieter notices several hundred attempts in which the username box held strings such as ' OR 'a'='a. What is the most likely explanation?",
          options: [
            { text: 'A client forgot their username and is checking variations of it.' },
            { text: 'An attacker is checking common passwords against the admin account.' },
            {
              text: 'Someone is probing the sign-in page for a query they can hijack.',
              explanation:
                "Stray quote marks and tricks such as ' OR 'a'='a are classic injection tests, often fired off by automated tools. Alert the security team and keep the logs as evidence.",
            },
            {
              text: 'A password manager is filling the box with a corrupted saved entry.',
              explanation:
                'A password manager fills in details that were saved, not database syntax. Hundreds of entries built around quote tricks point to someone hunting for an injection flaw.',
            },
          ],
        },
      ],
    },
    {
      id: 'SqlInjection-4',
      kind: 'knowledge',
      prompt: 'How did the CL0P gang use the MOVEit Transfer flaw in 2023?',
      options: [
        {
          text: 'It locked victims’ file-transfer servers and sold them the key to unlock them.',
          explanation:
            'CL0P did not lock systems in this campaign. It stole files and threatened to publish them unless victims paid.',
          correct: false,
        },
        {
          text: 'It phoned MOVEit users, posed as Progress Software and asked for passwords.',
          explanation:
            'The attack needed no calls. It went through a software flaw in servers that faced the internet, which no staff member could have spotted.',
          correct: false,
        },
        {
          text: 'It flooded MOVEit servers with traffic until customers paid it to stop.',
          explanation:
            'A traffic flood is a [DDoS attack](/frauds/Ddos). CL0P took data quietly through an injection flaw rather than knocking servers offline.',
          correct: false,
        },
        {
          text: 'It abused a query flaw, planted its own program and copied data away.',
          explanation:
            'Through CVE-2023-34362 the gang planted the LEMURLOOT web shell, copied data from the databases and then threatened to publish it unless victims paid.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'In the 2023 campaign against MOVEit Transfer servers, what did the CL0P group actually do to its victims?',
          options: [
            {
              text: 'It encrypted victims’ file-transfer servers and charged them for the decryption key.',
            },
            {
              text: 'It rang MOVEit customers pretending to be Progress Software to collect passwords.',
            },
            { text: 'It swamped MOVEit servers with traffic and demanded payment to call it off.' },
            { text: 'It used a bug in how queries were built to plant a back door and take data.' },
          ],
        },
      ],
    },
    {
      id: 'SqlInjection-5',
      kind: 'scenario',
      prompt:
        'A customer tells the contact centre of Protea Bank that when she types her surname, O’Brien, into the online loan form, the page shows a long database error. What should happen next?',
      options: [
        {
          text: 'Log it with security, since the error points to a possible injection flaw.',
          explanation:
            'A quote mark that breaks a query suggests input reaches the database unsafely. Developers should check the code and fix it with parameterised queries.',
          correct: true,
        },
        {
          text: 'Tell her to leave out the apostrophe, since the form works fine without it.',
          explanation:
            'That hides the symptom for one customer. Attackers test forms with exactly this character, so the flaw is still there for them.',
          correct: false,
        },
        {
          text: 'Close the call as a display glitch, since error pages do no harm to anyone.',
          explanation:
            'Database errors shown to visitors are a warning sign, and they give attackers clues about how the query is built.',
          correct: false,
        },
        {
          text: 'Ask the web team to hide the error message so customers stop seeing it.',
          explanation:
            'Hiding the message removes a clue but leaves the flaw. Attackers can still inject commands into a query that pastes in what they type.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'A client e-mails the help desk of Sunbird Credit: each time he enters his surname, D’Souza, in the online account-opening form, the screen fills with a database error message. What is the right next step?',
          options: [
            { text: 'Escalate it to security, as the form may be open to injection.' },
            { text: 'Advise him to type the name without the apostrophe, which works fine.' },
            { text: 'Log it as a harmless display glitch and close the ticket.' },
            { text: 'Ask the web team to suppress the error so clients no longer see it.' },
          ],
        },
      ],
    },
    {
      id: 'SqlInjection-6',
      kind: 'knowledge',
      prompt:
        'What does giving the app’s database account the fewest rights it needs achieve against SQL injection?',
      options: [
        {
          text: 'It fixes the flaw in the code, so crafted input is no longer run.',
          explanation:
            'Only code changes, such as parameterised queries, remove the flaw. Least privilege limits what a successful attack can reach.',
          correct: false,
        },
        {
          text: 'It hides the login page from the automated tools that hunt the web for flaws.',
          explanation:
            'Least privilege hides nothing. Automated tools find inputs anyway; the principle limits what the app’s database account is allowed to do.',
          correct: false,
        },
        {
          text: "It limits the app's login to a few tables, so an attack exposes less.",
          explanation:
            'It limits the damage when an injection works: an account that can read a few tables cannot dump everything or create new admin accounts.',
          correct: true,
        },
        {
          text: 'It blocks requests that contain quote marks before they reach the app.',
          explanation:
            'Blocking patterns is what a web application firewall or input checks do. Least privilege works inside the database, on account rights.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'A bank restricts the database login its web app uses to the bare minimum of permissions. How does this help against SQL injection?',
          options: [
            { text: 'It repairs the coding mistake, and injected text stops being executed.' },
            {
              text: 'It keeps the sign-in page hidden from bots that scan the internet for flaws.',
            },
            { text: 'It means a working attack can touch just a handful of tables.' },
            { text: 'It stops requests with quote marks in them before the app receives them.' },
          ],
        },
      ],
    },
    {
      id: 'SqlInjection-7',
      kind: 'knowledge',
      prompt: 'Why is a web application firewall not a full cure for SQL injection?',
      options: [
        {
          text: 'It blocks so much normal traffic that most banks end up switching it off.',
          explanation:
            'A well-tuned firewall lets normal traffic through. Its weakness is that disguised attack input can get past its rules.',
          correct: false,
        },
        {
          text: 'It can be slipped past with disguised input, and the hole is still there.',
          explanation:
            'A web application firewall buys time, for example while a supplier’s patch is on its way. But its rules can be dodged, and the code that pastes in input is still there.',
          correct: true,
        },
        {
          text: 'It checks traffic leaving the bank, not requests arriving from the internet.',
          explanation:
            'A web application firewall sits in front of a website and filters incoming requests. The problem is that attackers can disguise input to fool it.',
          correct: false,
        },
        {
          text: 'It guards login pages, but SQL injection arrives through search fields instead.',
          explanation:
            'Injection can come through any input that reaches the database, login boxes included, and the firewall checks them. Its limit is that its rules can be dodged.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'A bank puts a web application firewall in front of a vulnerable site. Why does that not settle the SQL injection problem for good?',
          options: [
            { text: 'So many genuine visitors get rejected that banks usually switch it off.' },
            { text: 'Cleverly disguised attacks can sneak by it, and the faulty code remains.' },
            { text: 'It inspects traffic going out of the bank rather than requests coming in.' },
            { text: 'It covers sign-in pages, while injection comes in through search boxes.' },
          ],
        },
      ],
    },
    {
      id: 'SqlInjection-9',
      kind: 'knowledge',
      recallsFigure: true,
      prompt:
        'Where did SQL injection rank in the 2024 list of the 25 most dangerous software weaknesses?',
      options: [
        {
          text: 'First',
          explanation:
            'First place went to cross-site scripting in 2025. SQL injection was third in 2024 and second in 2025.',
          correct: false,
        },
        {
          text: 'Second',
          explanation:
            'Second is where it stood in the 2025 list, behind cross-site scripting. In 2024, as in 2023, it was third.',
          correct: false,
        },
        {
          text: 'Third',
          explanation:
            'It was third in both 2023 and 2024, although the fix has been known for years. In the 2025 list it moved up to second.',
          correct: true,
        },
        {
          text: 'Tenth',
          explanation:
            'It ranks far higher than that. SQL injection was third in 2023 and 2024, despite being a well-understood flaw.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'In the 2024 ranking of the top 25 most dangerous software weaknesses, which position did SQL injection hold?',
          options: [{ text: '1st' }, { text: '2nd' }, { text: '3rd' }, { text: '10th' }],
        },
      ],
    },
    {
      id: 'SqlInjection-11',
      kind: 'scenario',
      prompt:
        'Developers at Amandla Bank have found an SQL injection flaw in the online loan form. They offer the manager four fixes. Which one deals with the cause?',
      options: [
        {
          text: 'Reject any input that contains a quote mark, so no command can get through.',
          explanation:
            'Some fields must accept quote marks, such as surnames like O’Brien, so input checks help but are not enough on their own.',
          correct: false,
        },
        {
          text: 'Hide the database error messages, so attackers cannot see how queries work.',
          explanation:
            'Hiding errors removes one clue for attackers, but the query still pastes in whatever they type, so the flaw remains.',
          correct: false,
        },
        {
          text: 'Add a firewall rule that blocks “OR 1=1” and similar text in the form fields.',
          explanation:
            'A [web application firewall](/defenses/TrafficFiltering) rule buys time, but attackers can disguise their input to slip past it, and the code stays flawed.',
          correct: false,
        },
        {
          text: 'Rewrite the queries so the command and input travel apart, since that is the fix.',
          explanation:
            'This is a parameterised query: whatever the customer types is treated as data and can never become a command. OWASP and CISA call it the main defence.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'Engineers at Indlovu Finance discover that the online credit-card application form is open to SQL injection. They put four fixes to their team lead. Which one removes the root cause?',
          options: [
            { text: 'Refuse any entry that includes a quote mark to keep commands out.' },
            { text: 'Suppress database error pages so attackers cannot learn how queries work.' },
            {
              text: 'Set a firewall rule that filters “OR 1=1” and similar strings from the fields.',
            },
            {
              text: 'Use placeholders in the queries, as they keep typed data out of the command.',
            },
          ],
        },
      ],
    },
    {
      id: 'SqlInjection-12',
      kind: 'knowledge',
      prompt: 'What makes a parameterised query safe against SQL injection?',
      options: [
        {
          text: 'The query is encrypted on its way, so attackers cannot read or alter it.',
          explanation:
            'Encryption protects data in transit, but an injected command would still run. The protection comes from keeping input apart from the command.',
          correct: false,
        },
        {
          text: 'The command is fixed first and the input fills a slot, so it stays data.',
          explanation:
            'Because the command and the data travel separately, nothing a user types can change what the command does, even text full of quote marks.',
          correct: true,
        },
        {
          text: 'The input is first compared with a list of known attack phrases and blocked.',
          explanation:
            'Blocklists are how filters work, and attackers disguise input to get past them. A parameterised query needs no list of attack phrases.',
          correct: false,
        },
        {
          text: 'The database asks the app for a second password before each query runs.',
          explanation:
            'Extra passwords do not change how a query is built. If input is pasted into the command, the database still runs what the attacker wrote.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Why can text typed into a form not change a parameterised query, even when it is packed with SQL tricks?',
          options: [
            {
              text: 'The query is sent encrypted and attackers cannot read or alter it on the way.',
            },
            { text: 'The command’s shape is set in advance; input just fills a placeholder.' },
            { text: 'Each input is checked against a list of known attack strings first.' },
            { text: 'The database demands an extra password from the app before each query.' },
          ],
        },
      ],
    },
    {
      id: 'SqlInjection-13',
      kind: 'scenario',
      prompt:
        'After odd requests hit the website of Lwazi Finance, developer Kyle finds an unfamiliar file, img_cache.aspx, in a web folder. He wants to delete it right away and move on. What should he do instead?',
      options: [
        {
          text: 'Delete it and restore the folder from last night’s backup, so the site is clean.',
          explanation:
            'Deleting the file destroys evidence, and the attacker may have other ways back in. The flaw that let the file in is also still there.',
          correct: false,
        },
        {
          text: 'Leave it in place; tell security and look for fresh logins and outbound data.',
          explanation:
            'A strange file in a web folder may be a web shell, and it is evidence. Security should check for web shells, new accounts and data that left the network.',
          correct: true,
        },
        {
          text: 'Rename it so that it cannot run, then delete it once the weekend is over.',
          explanation:
            'Renaming still tampers with evidence and keeps the problem from the security team, who need to see how far the attack went.',
          correct: false,
        },
        {
          text: 'Open it in a browser to see what it does before deciding on the next steps.',
          explanation:
            'Opening the file could run the attacker’s back door. The security team should examine it as evidence, not a developer in a browser.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Following a burst of strange web requests at Kestrel Insurance, developer Ayesha spots a file she does not recognise, thumbs_tmp.php, in a web folder. Her instinct is to remove it at once. What should she do?',
          options: [
            { text: 'Remove it and roll the folder back to yesterday’s backup to clean the site.' },
            { text: 'Keep it as evidence and have security search for other intrusions.' },
            { text: 'Rename the file to stop it running, then remove it after the weekend.' },
            {
              text: 'Load it in a web browser to find out what it does before choosing next steps.',
            },
          ],
        },
      ],
    },
    {
      id: 'SqlInjection-14',
      kind: 'scenario',
      prompt:
        'Lindiwe receives a letter from Sable Loans saying that her name, ID number and address were stolen in an SQL injection attack on its website. What should she do?',
      options: [
        {
          text: 'Relax, since the letter says no money was taken and the flaw has been fixed.',
          explanation:
            'Stolen identity data stays useful to criminals long after the flaw is fixed. They use it for fraud and for convincing scam calls.',
          correct: false,
        },
        {
          text: 'Change her online banking password, which stops any use of the stolen details.',
          explanation:
            'The stolen data was her name, ID number and address, which no password change can take back. Criminals can still use them to fool her or others.',
          correct: false,
        },
        {
          text: 'Trust a caller who knows her ID number, as that shows they are from Sable Loans.',
          explanation:
            'Her ID number is now in criminal hands, so a caller who knows it proves nothing. Scammers use stolen details to sound genuine.',
          correct: false,
        },
        {
          text: 'Watch her statements, since scam callers will now know her stolen details.',
          explanation:
            'Leaked details are reused in scams. She should watch her statements, expect scam calls that use the stolen data, and think about SAFPS Protective Registration.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'Thandeka gets an e-mail from Aloe Ridge Insurance saying that an SQL injection attack on its site exposed her full name, ID number and home address. What is her best course of action?',
          options: [
            {
              text: 'Stop worrying: the e-mail says no money went missing and the hole is closed.',
            },
            {
              text: 'Reset her internet banking password, which makes the stolen details useless.',
            },
            {
              text: 'Believe a caller who quotes her ID number, as that proves they work for the firm.',
            },
            { text: 'Keep an eye on her accounts, as scammers now have her personal details.' },
          ],
        },
      ],
    },
    {
      id: 'SqlInjection-15',
      kind: 'scenario',
      prompt:
        'Jacaranda Travel finds that an SQL injection attack on its booking site copied customer names and card numbers. Its manager has told the Information Regulator and the customers. Who else should the firm tell?',
      options: [
        {
          text: 'SAFPS, which registers the stolen card numbers and blocks them.',
          explanation:
            'SAFPS Protective Registration is something people whose identity details leaked can choose. Exposed card data is a matter for the acquiring bank.',
          correct: false,
        },
        {
          text: 'Its acquiring bank, the one that processes the card payments it takes',
          explanation:
            'When card data is involved, the firm must tell its acquiring bank, which handles its card payments and can act on the exposed cards.',
          correct: true,
        },
        {
          text: 'The credit bureaus, so they can freeze the customers’ credit files.',
          explanation:
            'Credit bureaus do not manage exposed card numbers. The party to tell about card data is the acquiring bank that handles the card payments.',
          correct: false,
        },
        {
          text: 'Each customer’s mobile network, so that it can watch for SIM swaps.',
          explanation:
            'SIM swaps are a different fraud. A leak of card numbers is a matter for the acquiring bank, which handles the firm’s card payments.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'An SQL injection attack on the online shop of Spekboom Crafts copied out customers’ names and card numbers. The owner has already notified the Information Regulator and the affected customers. Which other party must hear about it?',
          options: [
            { text: 'SAFPS, to list the leaked card numbers and block them' },
            { text: 'The acquiring bank that handles the shop’s card payments' },
            { text: 'The credit bureaus, to lock the customers’ credit records' },
            { text: 'Each customer’s cellphone network, to watch for SIM swaps' },
          ],
        },
      ],
    },
    {
      id: 'SqlInjection-16',
      kind: 'scenario',
      prompt:
        'Ocean View Bank is about to buy a customer portal from Kapstone Software. The manager is not a developer and wants one question that follows the CISA and FBI advice on SQL injection. Which should she ask?',
      options: [
        {
          text: 'Is the portal hosted in a guarded data centre with cameras and backup power?',
          explanation:
            'Physical security protects the building, but injection arrives through the portal’s own forms over the internet.',
          correct: false,
        },
        {
          text: 'Will the portal make customers change their passwords once a quarter or so?',
          explanation:
            'Password rules do not change how the portal builds its database queries, which is where injection happens.',
          correct: false,
        },
        {
          text: 'Has your code been checked for this flaw, with queries that keep data apart?',
          explanation:
            'CISA and the FBI urge buyers to ask suppliers whether they have checked their code for SQL injection. Parameterised queries are the main defence.',
          correct: true,
        },
        {
          text: 'Is the database encrypted, so that anything copied out of it cannot be read?',
          explanation:
            'Encryption helps if disks are stolen, but an injected query asks the app itself for data, and the app can read it.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Highveld Building Society is choosing an online-banking portal from a vendor called Tessellate Systems. Its operations head, who cannot code, may put one question to the vendor in line with CISA and FBI guidance on SQL injection. What should he ask?',
          options: [
            { text: 'Is the portal run from a secure data centre with guards and generators?' },
            { text: 'Will customers have to change their passwords each quarter or so?' },
            { text: 'Was your code reviewed for injection, with parameterised queries?' },
            { text: 'Is the database encrypted to keep any copied data unreadable?' },
          ],
        },
      ],
    },
    {
      id: 'SqlInjection-17',
      kind: 'scenario',
      prompt:
        'At a project meeting at Baobab Bank, the mobile app lead says: “Our app talks to an API, not a web form, so SQL injection is not a risk for us.” What is the best reply?',
      options: [
        {
          text: 'Agreed: mobile apps encrypt their traffic, so injected text cannot reach the server.',
          explanation:
            'Encryption protects traffic on its way, but the attacker controls what is sent. The server still receives whatever text they craft.',
          correct: false,
        },
        {
          text: 'An API hands input to the database just as a form does, so it needs the same care.',
          explanation:
            'Any input that reaches the database is at risk, including a login box, a search field, a web address or an API used by an app.',
          correct: true,
        },
        {
          text: 'Old websites are the ones SQL injection hits, and a new app differs.',
          explanation:
            'Older systems are easy targets, but the flaw is about how queries are built, not the age of the product. New apps can have it too.',
          correct: false,
        },
        {
          text: 'Probably, as long as the app store reviewed the app before it was published.',
          explanation:
            'An app store review looks at the app on the phone, not the bank’s server code. The flaw sits where the server builds its queries.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'During a design review at Kloofnek Bank, the head of the mobile team argues: “Our app just calls an API and has no web forms, so SQL injection can’t touch us.” How should you respond?',
          options: [
            { text: 'She is right: the app encrypts its traffic, keeping injected text out.' },
            { text: "An app's API requests can carry injected text, so the same care applies." },
            { text: 'Injection mostly hits old websites, and a new app is a different matter.' },
            { text: 'She is probably right if app store staff review each app before release.' },
          ],
        },
      ],
    },
    {
      id: 'SqlInjection-18',
      kind: 'scenario',
      prompt:
        'At Fynbos Bank’s change-approval desk, a team asks to skip code review and scanning for a new account form to meet a deadline. They promise to fix any injection bugs that customers report. What should the approver weigh?',
      options: [
        {
          text: 'Customers report bugs quickly, so fixing them after launch is nearly as safe.',
          explanation:
            'Attackers test thousands of sites with automated tools, so they are likely to find the bug before a customer notices it.',
          correct: false,
        },
        {
          text: 'A firewall in front of the form can stand in for review until the next release.',
          explanation:
            'A firewall is a layer that buys time, but attackers can disguise input to slip past it. It is no substitute for checking the code.',
          correct: false,
        },
        {
          text: 'Injection is rare in new forms, since modern tools stop developers making it.',
          explanation:
            'SQL injection is still common after more than two decades. It ranked third in 2024 and second in 2025 among the most dangerous weaknesses.',
          correct: false,
        },
        {
          text: 'Review it before launch, since developers miss gaps attackers find.',
          explanation:
            'A secure development lifecycle with code review and scanning catches injection flaws before release. Waiting for reports lets attackers with automated tools find them first.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'A delivery team at Umthombo Bank asks the release board to waive code review and security scans on a new loan application page so it can launch by month-end. They say they will patch any injection bugs users point out. What should the board bear in mind?',
          options: [
            { text: 'Users flag bugs fast, so patching after go-live is almost as safe.' },
            {
              text: 'A firewall in front of the page can block attacks until a review is done later.',
            },
            { text: 'New pages rarely have injection bugs, as modern frameworks prevent them.' },
            { text: 'Check the code before go-live, as attackers find gaps developers miss.' },
          ],
        },
      ],
    },
    {
      id: 'SqlInjection-19',
      kind: 'scenario',
      prompt:
        'The security team at Limpopo Savings confirms that an SQL injection attack is under way against its online loan form right now. Developers say a proper fix will take three days. What should happen in the meantime?',
      options: [
        {
          text: 'Keep the form offline, or filter the attacking requests, until a patch is ready.',
          explanation:
            'While the flaw is open, each request can take more data. Taking the app offline or blocking the attack stops the loss while developers fix the code.',
          correct: true,
        },
        {
          text: 'Keep the form live and watch the logs closely, so no applications are lost.',
          explanation:
            'Watching shows the theft but does not stop it. Three days of lost applications cost less than a database of customer data leaving the bank.',
          correct: false,
        },
        {
          text: 'Keep the form live but ask customers not to type quote marks or symbols.',
          explanation:
            'Attackers are not customers and will type whatever works. The request does nothing to stop the attack that is already under way.',
          correct: false,
        },
        {
          text: 'Keep the form live and delete the odd database entries as they appear.',
          explanation:
            'Deleting entries destroys evidence and leaves the flaw open. The logs and data should be kept while the attack is blocked.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'The security team at Karoo Building Society sees an SQL injection attack hitting its online account-opening form at this moment. A proper code fix is four days away. What should be done until then?',
          options: [
            { text: 'Pull the form offline, or filter the hostile requests, until patched.' },
            {
              text: 'Leave the form up and monitor the logs closely to lose no applications.',
              explanation:
                'Monitoring shows the theft but does not stop it. Four days of missed applications cost far less than a customer database walking out of the door.',
            },
            { text: 'Ask customers to skip quote marks and symbols while the form stays up.' },
            { text: 'Remove the strange database rows as they appear, keeping the form live.' },
          ],
        },
      ],
    },
  ],
  sources: [cisaMoveit, cisaSqliAlert, cweTop25, cweTop25of2025, owaspA03, registerMoveit],
};
