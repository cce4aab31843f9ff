import type { Drill } from '../drill-types';

/*
 * Three twin pairs. Each scam and its legitimate twin share the title, the scenario and the
 * hotspots; they differ exactly where the scam's red flags are.
 *   InvestmentScam-d1 (scam) and InvestmentScam-d4: a sponsored post about investing.
 *   InvestmentScam-d2 (scam) and InvestmentScam-d5: a chat about a withdrawal.
 *   InvestmentScam-d6 (scam) and InvestmentScam-d3: a unit trust page.
 */

const POST_TITLE = 'A sponsored post about investing';
const POST_SCENARIO =
  'You are scrolling your social feed one evening. You have savings in a notice account and have wondered whether to invest some of them for the long term.';

const CHAT_TITLE = 'A chat about your withdrawal';
const CHAT_SCENARIO =
  'Two months ago you put $4,000 into an account with Kestrel Markets, an online broker a colleague uses, and its dashboard now shows $11,380. Today you put in a request to withdraw it to your bank account ending 4471, and Grace, the account manager named in your welcome e-mail, writes to you.';

const FUND_TITLE = 'A unit trust page';
const FUND_SCENARIO =
  "Your financial adviser suggested the Umhlanga Balanced Fund, and her letter gives the fund manager's site as umhlangaunittrusts.example. You search for the fund and open the top result.";

export const drills: Drill[] = [
  {
    id: 'InvestmentScam-d1',
    twin: 'InvestmentScam-d4',
    fraudId: 'InvestmentScam',
    title: POST_TITLE,
    setting: 'za',
    scenario: POST_SCENARIO,
    artefact: {
      medium: 'social',
      platform: 'Social feed',
      account: {
        name: 'Lindiwe Khumalo Official',
        handle: '@lindiwe.k.wealth2026',
        verified: false,
        hotspot: 'account',
      },
      sponsored: true,
      body: [
        [
          {
            text: 'TV presenter Lindiwe Khumalo reveals the trading app that made her R2 million in a year.',
            hotspot: 'opening-line',
          },
        ],
        [{ text: 'Start from R500 a month, or a lump sum from R10 000.', hotspot: 'minimum-line' }],
        [{ text: 'Guaranteed 10% profit every month, with zero risk.', hotspot: 'returns-line' }],
        [
          {
            text: "Deadline 28 February: invest now to use this tax year's tax-free allowance.",
            hotspot: 'deadline-line',
          },
        ],
        [{ text: 'Deposits in crypto only, for faster profits.', hotspot: 'payment-line' }],
        [{ text: 'Khumalo Wealth Club. Regulated in several countries.', hotspot: 'footer' }],
      ],
      cta: { text: 'Find out more', hotspot: 'button' },
      comments: [
        {
          author: 'Thabo M.',
          text: [{ text: 'Can I move my notice account savings into this?', hotspot: 'comment' }],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'This is an investment scam. Guaranteed high returns with no risk do not exist, the famous name is borrowed, and an honest firm takes no crypto-only deposits and shows an FSP number you can look up. Report the advert and scroll on.',
    alignment: {
      rating: 'medium',
      reason:
        'You have been thinking about investing your savings, but an advert in your feed comes out of the blue.',
    },
    hotspots: [
      {
        id: 'account',
        label: 'Account name and handle',
        redFlag: true,
        cue: 'visual',
        teaches: 5,
        explanation:
          "An unverified account in a TV presenter's name, with a handle made up this year, is paying to promote trading. Scam adverts borrow famous names without permission.",
      },
      {
        id: 'opening-line',
        label: 'Opening line',
        redFlag: true,
        cue: 'tactics',
        teaches: 5,
        explanation:
          'A celebrity who "reveals" how she got rich is the classic hook of a scam advert, sometimes with a deepfake video. A famous face never makes an investment safe.',
      },
      {
        id: 'minimum-line',
        label: 'Line about the minimum',
        redFlag: false,
        explanation:
          'Real funds and scams both let you start small. The minimum tells you nothing either way.',
      },
      {
        id: 'returns-line',
        label: 'Line about returns',
        redFlag: true,
        cue: 'tactics',
        teaches: 0,
        explanation:
          'Ten per cent a month is over 200% a year, promised with no risk. No real investment can promise that.',
      },
      {
        id: 'deadline-line',
        label: 'Line about the deadline',
        redFlag: false,
        cue: 'language',
        explanation:
          'A deadline and "invest now" sound like pressure, but the end of February really is the end of the tax year. Scams borrow real deadlines too, so judge the offer, not the date.',
      },
      {
        id: 'payment-line',
        label: 'Line about paying in',
        redFlag: true,
        cue: 'language',
        teaches: 3,
        explanation:
          'Crypto-only deposits are hard to trace and impossible to reverse. Authorised firms take payments into a bank account in the company name.',
      },
      {
        id: 'footer',
        label: 'Footer of the post',
        redFlag: true,
        cue: 'language',
        teaches: 2,
        explanation:
          'A firm that takes investments in South Africa must be an authorised FSP, and it shows its FSP number. "Regulated in several countries" names no regulator and no number, so there is nothing to look up.',
      },
      {
        id: 'button',
        label: 'Button: Find out more',
        redFlag: false,
        explanation:
          'Every advert has a button like this. What the post offers matters, not the button.',
      },
      {
        id: 'comment',
        label: 'Comment under the post',
        redFlag: false,
        explanation:
          'An ordinary question from a reader proves nothing either way. Comments are easy to post from any account.',
      },
    ],
    inRealLife:
      "Report the advert to the platform, and check any firm on the FSCA's register of authorised financial services providers before you invest. If you already paid, call your bank at once and report the firm to the FSCA. [Read the Investment Scams page](/frauds/InvestmentScam)",
    variants: [
      {
        swap: {
          'Lindiwe Khumalo': 'Zanele Mokoena',
          'Khumalo Wealth Club': 'Mokoena Wealth Club',
          '@lindiwe.k.wealth2026': '@zanele.m.wealth2026',
          'Thabo M.': 'Ayesha P.',
          'R2 million': 'R3 million',
        },
      },
      {
        swap: {
          'Lindiwe Khumalo': 'Nomvula Sithole',
          'Khumalo Wealth Club': 'Sithole Wealth Club',
          '@lindiwe.k.wealth2026': '@nomvula.s.wealth2026',
          'Thabo M.': 'Pieter V.',
          'R2 million': 'R4 million',
          'TV presenter': 'radio presenter',
        },
      },
    ],
  },
  {
    id: 'InvestmentScam-d4',
    twin: 'InvestmentScam-d1',
    fraudId: 'InvestmentScam',
    title: POST_TITLE,
    setting: 'za',
    scenario: POST_SCENARIO,
    artefact: {
      medium: 'social',
      platform: 'Social feed',
      account: {
        name: 'Umhlanga Unit Trusts',
        handle: '@umhlangaunittrusts',
        verified: true,
        hotspot: 'account',
      },
      sponsored: true,
      body: [
        [
          {
            text: 'Saving for five years or more? The Umhlanga Balanced Fund spreads your money over shares, bonds and cash.',
            hotspot: 'opening-line',
          },
        ],
        [{ text: 'Start from R500 a month, or a lump sum from R10 000.', hotspot: 'minimum-line' }],
        [
          {
            text: 'The fund returned 9.1% a year over the last five years. Past returns are no guide to the future, and your investment can go down as well as up.',
            hotspot: 'returns-line',
          },
        ],
        [
          {
            text: "Deadline 28 February: invest now to use this tax year's tax-free allowance.",
            hotspot: 'deadline-line',
          },
        ],
        [
          {
            text: "Debit orders go only to the fund's bank account, in the name of Umhlanga Unit Trusts (RF) Ltd.",
            hotspot: 'payment-line',
          },
        ],
        [
          {
            text: 'Umhlanga Unit Trusts is an authorised financial services provider, FSP 48120.',
            hotspot: 'footer',
          },
        ],
      ],
      cta: { text: 'Find out more', hotspot: 'button' },
      comments: [
        {
          author: 'Thabo M.',
          text: [{ text: 'Can I move my notice account savings into this?', hotspot: 'comment' }],
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      "This is an ordinary advert from a fund company, in its own name. It quotes past returns with a warning that values can fall, takes debit orders into the fund's own account and gives an FSP number you can look up, so you can read more at your own pace.",
    alignment: {
      rating: 'medium',
      reason:
        'You have been thinking about investing your savings, but an advert in your feed comes out of the blue.',
    },
    hotspots: [
      {
        id: 'account',
        label: 'Account name and handle',
        redFlag: false,
        explanation:
          "The post comes from the fund company's own verified account, in the company's name. A firm advertising its own fund is normal.",
      },
      {
        id: 'opening-line',
        label: 'Opening line',
        redFlag: false,
        explanation:
          'The post says what the fund invests in and for how long. It borrows no famous face and promises no quick riches.',
      },
      {
        id: 'minimum-line',
        label: 'Line about the minimum',
        redFlag: false,
        explanation:
          'Unit trusts often start at a few hundred rand a month. A low minimum is normal.',
      },
      {
        id: 'returns-line',
        label: 'Line about returns',
        redFlag: false,
        explanation:
          'Real funds quote past returns with a warning that values can fall. A scam promises a fixed return with no risk.',
      },
      {
        id: 'deadline-line',
        label: 'Line about the deadline',
        redFlag: false,
        cue: 'language',
        explanation:
          'A deadline can be a pressure tactic, but this is the real end of the tax year. Missing it costs a tax benefit, not your savings.',
      },
      {
        id: 'payment-line',
        label: 'Line about paying in',
        redFlag: false,
        explanation:
          "Money goes to an account in the fund company's own name. That is how authorised funds take payments.",
      },
      {
        id: 'footer',
        label: 'Footer of the post',
        redFlag: false,
        explanation:
          'An authorised firm shows its FSP number so that you can look it up on the FSCA register. This one names the firm and the number.',
      },
      {
        id: 'button',
        label: 'Button: Find out more',
        redFlag: false,
        explanation:
          'Every advert has a button like this. What the post offers matters, not the button.',
      },
      {
        id: 'comment',
        label: 'Comment under the post',
        redFlag: false,
        explanation:
          'An ordinary question from a reader proves nothing either way. Comments are easy to post from any account.',
      },
    ],
    inRealLife:
      "Before you invest, look the firm up on the FSCA's register of authorised financial services providers and pay only into an account in the firm's own name. Report any advert that promises fixed high returns or wants crypto to the FSCA. [Read the Investment Scams page](/frauds/InvestmentScam)",
    variants: [
      {
        swap: {
          Umhlanga: 'Ballito',
          umhlanga: 'ballito',
          'FSP 48120': 'FSP 50377',
          '9.1%': '8.4%',
          'Thabo M.': 'Kagiso N.',
        },
      },
      {
        swap: {
          Umhlanga: 'Tugela',
          umhlanga: 'tugela',
          'FSP 48120': 'FSP 46209',
          '9.1%': '9.7%',
          'Thabo M.': 'Megan J.',
        },
      },
    ],
  },
  {
    id: 'InvestmentScam-d2',
    twin: 'InvestmentScam-d5',
    fraudId: 'InvestmentScam',
    title: CHAT_TITLE,
    setting: 'international',
    scenario: CHAT_SCENARIO,
    artefact: {
      medium: 'chat',
      app: 'Chat app',
      sender: { name: 'Grace (Kestrel Markets)', number: '+44 7700 900417', hotspot: 'sender' },
      messages: [
        { from: 'me', time: '18:02', body: ['Hi Grace, I would like to take my $11,380 out now.'] },
        {
          from: 'them',
          time: '18:05',
          body: [
            {
              text: 'Hi! I can confirm your balance of $11,380 is ready to withdraw today.',
              hotspot: 'balance-line',
            },
          ],
        },
        {
          from: 'them',
          time: '18:05',
          body: [
            {
              text: 'Before we can release it, you must pay the 15% release tax, $1,707, by bank transfer.',
              hotspot: 'fee-line',
            },
          ],
        },
        {
          from: 'them',
          time: '18:06',
          body: [
            {
              text: 'Please do not mention this to your bank. They do not understand crypto and will freeze your account.',
              hotspot: 'bank-line',
            },
          ],
        },
        {
          from: 'them',
          time: '18:06',
          body: [
            {
              text: 'Send it today. The release window closes at midnight.',
              hotspot: 'timing-line',
            },
          ],
        },
        {
          from: 'them',
          time: '18:07',
          body: [{ text: 'Any questions, just ask me here 😊', hotspot: 'closing' }],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'This is an investment scam. A fee you must send before you can withdraw is the classic sign that the profits are not real, and being told to hide it from your bank is another. Send nothing more: the money on the dashboard does not exist.',
    alignment: {
      rating: 'high',
      reason: 'You invested with this broker and asked for the withdrawal yourself today.',
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: false,
        explanation:
          'The name matches the account manager in your welcome e-mail, and a foreign number is common for an online broker. The sender proves nothing; the messages do.',
      },
      {
        id: 'balance-line',
        label: 'Message about your balance',
        redFlag: false,
        cue: 'language',
        explanation:
          'Being told to "confirm" something "today" can sound like pressure, but a broker confirming a withdrawal on the day you ask is normal. The trouble starts with the request that follows.',
      },
      {
        id: 'fee-line',
        label: 'Message about fees',
        redFlag: true,
        cue: 'tactics',
        teaches: 4,
        explanation:
          'Real brokers take fees from your balance; they never ask you to send new money first. A fee before a withdrawal means the withdrawal will never come.',
      },
      {
        id: 'bank-line',
        label: 'Message about your bank',
        redFlag: true,
        cue: 'language',
        teaches: 6,
        explanation:
          'Telling you to keep it from your bank stops the people most likely to warn you. Honest investments have nothing to hide from a bank.',
      },
      {
        id: 'timing-line',
        label: 'Message about timing',
        redFlag: true,
        cue: 'language',
        teaches: 6,
        explanation:
          'A midnight deadline pushes you to pay before you think or ask anyone. Your own money does not need a rush.',
      },
      {
        id: 'closing',
        label: 'Closing message',
        redFlag: false,
        explanation:
          'A friendly closing line is normal from any account manager. On its own it is just chat.',
      },
    ],
    inRealLife:
      "Send no more money, keep the chat and payment records, and call your bank. Report the platform and the chat account to the FBI's Internet Crime Complaint Center (IC3), and beware of anyone who later offers to recover your money for a fee. [Read the Investment Scams page](/frauds/InvestmentScam)",
    variants: [
      {
        swap: {
          'Kestrel Markets': 'Larkspur Markets',
          Grace: 'Nadia',
          '$11,380': '$9,640',
          '$1,707': '$1,446',
          '$4,000': '$3,500',
          '+44 7700 900417': '+44 7700 900862',
        },
      },
      {
        swap: {
          'Kestrel Markets': 'Wrenfield Markets',
          Grace: 'Hannah',
          '$11,380': '$12,920',
          '$1,707': '$1,938',
          '4471': '2093',
          '+44 7700 900417': '+44 7700 900155',
        },
      },
    ],
  },
  {
    id: 'InvestmentScam-d5',
    twin: 'InvestmentScam-d2',
    fraudId: 'InvestmentScam',
    title: CHAT_TITLE,
    setting: 'international',
    scenario: CHAT_SCENARIO,
    artefact: {
      medium: 'chat',
      app: 'Chat app',
      sender: { name: 'Grace (Kestrel Markets)', number: '+44 7700 900417', hotspot: 'sender' },
      messages: [
        { from: 'me', time: '18:02', body: ['Hi Grace, I would like to take my $11,380 out now.'] },
        {
          from: 'them',
          time: '18:05',
          body: [
            {
              text: 'Hi! I can confirm your balance of $11,380 is ready to withdraw today.',
              hotspot: 'balance-line',
            },
          ],
        },
        {
          from: 'them',
          time: '18:05',
          body: [
            {
              text: 'Our $25 withdrawal fee comes off the balance, so $11,355 goes to your bank account ending 4471.',
              hotspot: 'fee-line',
            },
          ],
        },
        {
          from: 'them',
          time: '18:06',
          body: [
            {
              text: 'Your bank may ask about a large payment from abroad. That is normal, so just tell them what it is.',
              hotspot: 'bank-line',
            },
          ],
        },
        {
          from: 'them',
          time: '18:06',
          body: [
            {
              text: 'Requests made before midnight are paid on the next working day.',
              hotspot: 'timing-line',
            },
          ],
        },
        {
          from: 'them',
          time: '18:07',
          body: [{ text: 'Any questions, just ask me here 😊', hotspot: 'closing' }],
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      'This is a normal withdrawal. The fee comes off your balance, the money goes to your own bank account ending 4471, and you are told to be open with your bank, so nothing asks you to send money or keep secrets.',
    alignment: {
      rating: 'high',
      reason: 'You invested with this broker and asked for the withdrawal yourself today.',
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: false,
        explanation:
          'The name matches the account manager in your welcome e-mail, and a foreign number is common for an online broker. The messages are what matter.',
      },
      {
        id: 'balance-line',
        label: 'Message about your balance',
        redFlag: false,
        cue: 'language',
        explanation:
          'Being told to "confirm" something "today" can sound like pressure, but a broker confirming a withdrawal on the day you ask is normal. It asks nothing of you.',
      },
      {
        id: 'fee-line',
        label: 'Message about fees',
        redFlag: false,
        cue: 'tactics',
        explanation:
          'A fee at withdrawal can sound like the scam sign, but this one comes off your balance. You send nothing, and the rest goes to your own account.',
      },
      {
        id: 'bank-line',
        label: 'Message about your bank',
        redFlag: false,
        explanation:
          'Banks do check large payments from abroad, and Grace tells you to answer them openly. A scam tells you to keep quiet.',
      },
      {
        id: 'timing-line',
        label: 'Message about timing',
        redFlag: false,
        cue: 'language',
        explanation:
          'Midnight here is a normal cut-off for payments, not a threat. Nothing is lost if you wait.',
      },
      {
        id: 'closing',
        label: 'Closing message',
        redFlag: false,
        explanation:
          'A friendly closing line is normal from any account manager. On its own it is just chat.',
      },
    ],
    inRealLife:
      "Withdraw to your own bank account only, and never send new money to release your own. If a platform ever asks for a fee up front, report it to the FBI's Internet Crime Complaint Center (IC3). [Read the Investment Scams page](/frauds/InvestmentScam)",
    variants: [
      {
        swap: {
          'Kestrel Markets': 'Larkspur Markets',
          Grace: 'Priya',
          '$11,380': '$8,760',
          '$11,355': '$8,735',
          '4471': '6628',
        },
      },
      {
        swap: {
          'Kestrel Markets': 'Wrenfield Markets',
          Grace: 'Olivia',
          '$11,380': '$13,240',
          '$11,355': '$13,215',
          '$4,000': '$5,000',
          '+44 7700 900417': '+44 7700 900583',
        },
      },
    ],
  },
  {
    id: 'InvestmentScam-d6',
    twin: 'InvestmentScam-d3',
    fraudId: 'InvestmentScam',
    title: FUND_TITLE,
    setting: 'za',
    scenario: FUND_SCENARIO,
    artefact: {
      medium: 'web',
      url: 'https://www.umhlanga-unittrusts-invest.example/funds/balanced',
      urlHotspot: 'address-bar',
      padlock: true,
      title: 'Umhlanga Balanced Fund | Umhlanga Unit Trusts',
      body: [
        [
          {
            text: "Deadline 28 February: invest now to use this tax year's tax-free savings allowance.",
            hotspot: 'deadline-banner',
          },
        ],
        [
          {
            text: 'The fund pays a fixed 3% a month, guaranteed, and your capital is always protected.',
            hotspot: 'returns-line',
          },
        ],
        [
          {
            text: 'Umhlanga Unit Trusts is an authorised financial services provider, FSP 48120.',
            hotspot: 'fsp-line',
          },
        ],
        [
          {
            text: "To lock in this month's rate, pay your first R5 000 by EFT to our investment officer, N. Dube, Protea Bank, account 1049 2271 08.",
            hotspot: 'payment-line',
          },
        ],
      ],
      form: {
        fields: [{ label: 'ID number', type: 'text', hotspot: 'id-field' }],
        submit: 'Start application',
      },
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      "This is a clone of a real fund's site. The address is not the one in your adviser's letter, the return is fixed and guaranteed, and the money goes to a person's account instead of the fund's. Leave the page and report it.",
    alignment: {
      rating: 'high',
      reason: 'Your own adviser recommended this fund, and you were looking for it.',
    },
    hotspots: [
      {
        id: 'address-bar',
        label: 'Address bar',
        redFlag: true,
        cue: 'technical',
        teaches: 2,
        explanation:
          "The site in your adviser's letter is umhlangaunittrusts.example; this one only borrows the name. A clone of a real fund's site lets criminals use someone else's FSP number.",
      },
      {
        id: 'deadline-banner',
        label: 'Banner about 28 February',
        redFlag: false,
        cue: 'language',
        explanation:
          'A deadline banner sounds like pressure, but the end of February really is the end of the tax year, and the clone copied the banner from the real site. The date proves nothing either way.',
      },
      {
        id: 'returns-line',
        label: 'Line about returns',
        redFlag: true,
        cue: 'tactics',
        teaches: 0,
        explanation:
          'A fixed 3% a month is over 40% a year, with a promise that you cannot lose. Real funds quote past returns and warn that values can fall.',
      },
      {
        id: 'fsp-line',
        label: 'FSP number',
        redFlag: false,
        explanation:
          "The number is the real fund's, copied from its site. A copied number proves nothing, so check that the address and the account match the firm on the register.",
      },
      {
        id: 'payment-line',
        label: 'Line about payments',
        redFlag: true,
        cue: 'language',
        teaches: 3,
        explanation:
          "A real fund takes money only into an account in the fund's name. Paying a person's account is how the money disappears.",
      },
      {
        id: 'id-field',
        label: 'ID number field',
        redFlag: false,
        explanation:
          'A real fund asks for your ID number too, so the field looks normal. On a clone site it hands your identity to criminals as well.',
      },
    ],
    inRealLife:
      "Type the address from your adviser's letter yourself, and pay only into an account in the fund company's name. Report a clone site to the real fund and to the FSCA, and call your bank at once if you paid. [Read the Investment Scams page](/frauds/InvestmentScam)",
    variants: [
      {
        swap: {
          Umhlanga: 'Ballito',
          umhlanga: 'ballito',
          'N. Dube': 'S. Naidoo',
          'R5 000': 'R8 000',
          '1049 2271 08': '2087 5513 46',
          'FSP 48120': 'FSP 50377',
        },
      },
      {
        swap: {
          Umhlanga: 'Tugela',
          umhlanga: 'tugela',
          'N. Dube': 'T. Mahlangu',
          'R5 000': 'R3 000',
          'Protea Bank': 'Baobab Bank',
          '1049 2271 08': '6310 4482 97',
        },
      },
    ],
  },
  {
    id: 'InvestmentScam-d3',
    twin: 'InvestmentScam-d6',
    fraudId: 'InvestmentScam',
    title: FUND_TITLE,
    setting: 'za',
    scenario: FUND_SCENARIO,
    artefact: {
      medium: 'web',
      url: 'https://www.umhlangaunittrusts.example/funds/balanced',
      urlHotspot: 'address-bar',
      padlock: true,
      title: 'Umhlanga Balanced Fund | Umhlanga Unit Trusts',
      body: [
        [
          {
            text: "Deadline 28 February: invest now to use this tax year's tax-free savings allowance.",
            hotspot: 'deadline-banner',
          },
        ],
        [
          {
            text: 'The fund returned 9.1% a year over five years. Past performance is not a guide to the future, and the value of your investment can go down as well as up.',
            hotspot: 'returns-line',
          },
        ],
        [
          {
            text: 'Umhlanga Unit Trusts is an authorised financial services provider, FSP 48120.',
            hotspot: 'fsp-line',
          },
        ],
        [
          {
            text: "Debit orders from R500 a month. Payments go only to the fund's account in the name of Umhlanga Unit Trusts (RF) Ltd.",
            hotspot: 'payment-line',
          },
        ],
      ],
      form: {
        fields: [{ label: 'ID number', type: 'text', hotspot: 'id-field' }],
        submit: 'Start application',
      },
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation:
      "This is the real fund's site. The address is the one in your adviser's letter, it shows past returns with a risk warning instead of a guarantee, and payments go only to the fund company, so you can apply here.",
    alignment: {
      rating: 'high',
      reason: 'Your own adviser recommended this fund, and you were looking for it.',
    },
    hotspots: [
      {
        id: 'address-bar',
        label: 'Address bar',
        redFlag: false,
        explanation:
          "The address is umhlangaunittrusts.example, exactly the site in your adviser's letter. That is what makes the rest of the page worth reading.",
      },
      {
        id: 'deadline-banner',
        label: 'Banner about 28 February',
        redFlag: false,
        cue: 'language',
        explanation:
          'A deadline can be a pressure tactic, but this one is the real end of the tax year. Missing it costs a tax benefit, not your savings.',
      },
      {
        id: 'returns-line',
        label: 'Line about returns',
        redFlag: false,
        explanation:
          'Real funds quote past returns with a warning that values can fall. A scam promises a fixed return with no risk.',
      },
      {
        id: 'fsp-line',
        label: 'FSP number',
        redFlag: false,
        explanation:
          'An authorised firm shows its FSP number so that you can look it up on the FSCA register. On the real address, it belongs to the firm.',
      },
      {
        id: 'payment-line',
        label: 'Line about payments',
        redFlag: false,
        explanation:
          "Money goes only to an account in the fund company's name. That is how authorised funds take payments.",
      },
      {
        id: 'id-field',
        label: 'ID number field',
        redFlag: false,
        cue: 'language',
        explanation:
          "Asking for an ID number looks risky, but the law requires a fund to identify its investors. On the fund's real site it is expected.",
      },
    ],
    inRealLife:
      "Before you invest, check the firm and its FSP number on the FSCA register, type its address yourself and pay only into an account in the firm's name. If any offer promises fixed high returns or wants crypto, report it to the FSCA. [Read the Investment Scams page](/frauds/InvestmentScam)",
    variants: [
      {
        swap: {
          Umhlanga: 'Ballito',
          umhlanga: 'ballito',
          '9.1%': '8.6%',
          R500: 'R400',
        },
      },
      {
        swap: {
          Umhlanga: 'Tugela',
          umhlanga: 'tugela',
          '9.1%': '7.9%',
          'FSP 48120': 'FSP 46209',
          R500: 'R250',
        },
      },
    ],
  },
];
