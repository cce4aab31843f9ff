import type { DefenseContent } from '../types';

export const defense: DefenseContent = {
  id: 'InputValidation',
  summary:
    "Input validation and safe coding stop attackers from slipping commands into a bank's websites and apps through the data they type in.",
  whatItIs: [
    "Every form, search box, web address and app request sends data to a bank's systems. Input validation and sanitisation are the coding practices that treat all of that data as untrusted. The goal is simple. Nothing a user types should be able to change what a database query does, or what a web page shows to other people.",
    "It is the main defence against two attacks. In [SQL Injection](/frauds/SqlInjection), an attacker smuggles database commands into a form field. In [Cross-Site Scripting (XSS)](/frauds/Xss), an attacker gets their own script to run in other customers' browsers. These flaws are still very common. In MITRE's 2025 list of the 25 most dangerous software weaknesses, cross-site scripting ranked first and SQL injection second.",
  ],
  howItWorks: [
    'Validation checks that input has the expected form before it is used. A date looks like a date, an account number has the right length and only digits, and an amount is a positive number. The check must run on the server, because anyone with basic tools can skip checks in the browser. Good validation uses an allow list that describes what is permitted. A block list of bad characters is weaker, because attackers can usually get around it.',
    "The stronger defences change how data is used. With parameterised queries, also called prepared statements, the program sends the database the query and the user's data separately. So the data can never be read as a command. With output encoding, special characters such as angle brackets are converted before they are shown on a page. The browser then displays them as text instead of running them. OWASP is the open community that publishes the best-known web security guidance. It names safe, parameterised interfaces as the preferred defence, and says validation on its own is not a complete one.",
    'A secure development lifecycle builds these habits into how software is made. Developers get security training and safe code libraries, and new designs are reviewed for risks. Before each release, automated tools scan the code and the running application for injection flaws.',
  ],
  levels: [
    {
      inPractice:
        "The bank's servers check every field for type, length and allowed characters, and reject anything that does not fit. This blocks many crude attacks and much broken data, which is why it already stops a good share of SQL injection and XSS. But free-text fields such as names and payment references must accept characters like apostrophes. So validation alone cannot close every gap.",
    },
    {
      inPractice:
        'All database access uses parameterised queries. All data shown on web pages is encoded for the place it appears, often by a modern framework that does this by default. Used everywhere, these remove the classic injection and cross-site scripting bugs at their root. That is why this level is the biggest step up.',
    },
    {
      inPractice:
        'Security is part of every stage. Threats are modelled at design, and other developers review the code. The build pipeline runs static, dynamic and dependency scans, and serious findings block a release. This catches the places developers forget, such as a hand-built query or a page that inserts raw HTML. It also keeps standards up as teams and code change over time.',
    },
  ],
  limitations: [
    'These defences only work where they are applied. One forgotten query built by gluing strings together, or one page that inserts raw HTML, is enough for an attack. Modern frameworks encode output by default, but they also offer escape hatches that switch this off. Developers sometimes use them without cleaning the data first.',
    "Injection is still everywhere. OWASP's 2025 Top 10 reports that every application in its data set was tested for some form of injection. The category was linked to more published vulnerabilities than any other: more than 30,000 for cross-site scripting and more than 14,000 for SQL injection. Scanning tools help, but they miss some real flaws and raise false alarms. So they do not replace careful coding and review.",
    "Input validation does not fix other kinds of flaw, such as broken access control or weak sign-in. It also cannot repair third-party software the bank has already bought. [Principle of Least Privilege](/defenses/PrincipleOfLeastPrivilege) helps here. Limiting what the application's own database account is allowed to do reduces the damage if an injection gets through.",
  ],
  realWorldCost: [
    'Most of the cost is developer time. It goes on training, rewriting old code that builds queries by hand, and fixing the issues that scanners find. Older core banking systems can be especially slow and risky to change. Scanning tools and specialist application security staff add licence and salary costs.',
    'There is also a delivery cost. Security reviews and release checks can slow new features, and teams must sort through scanner findings, many of which turn out to be harmless. Fixing a flaw while the code is being written is usually far cheaper than fixing it after an attacker has found it. That is the main argument for investing early.',
  ],
  sources: [
    {
      title: 'A05:2025 Injection (OWASP Top 10:2025)',
      publisher: 'OWASP Foundation',
      year: 2025,
      url: 'https://owasp.org/Top10/2025/A05_2025-Injection/',
    },
    {
      title: 'A03:2021 Injection (OWASP Top 10:2021)',
      publisher: 'OWASP Foundation',
      year: 2021,
      url: 'https://owasp.org/Top10/A03_2021-Injection/',
    },
    {
      title: '2025 CWE Top 25 Most Dangerous Software Weaknesses',
      publisher: 'MITRE',
      year: 2025,
      url: 'https://cwe.mitre.org/top25/archive/2025/2025_cwe_top25.html',
    },
  ],
};
