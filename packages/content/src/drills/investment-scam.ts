import type { Drill } from '../drill-types';

export const drills: Drill[] = [
  {
    id: 'InvestmentScam-d1',
    fraudId: 'InvestmentScam',
    title: 'A sponsored post about investing',
    setting: 'za',
    scenario:
      'You are scrolling your social feed one evening. You have some savings in a notice account and have wondered whether to invest them.',
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
            hotspot: 'endorsement-line',
          },
        ],
        [
          {
            text: 'Guaranteed 10% profit every month, with zero risk. Start with only R3 500.',
            hotspot: 'returns-line',
          },
        ],
        [
          {
            text: 'Deposits in crypto only, for faster profits.',
            hotspot: 'payment-line',
          },
        ],
        [
          {
            text: 'Earn an extra R500 for every friend you bring in!',
            hotspot: 'referral-line',
          },
        ],
      ],
      cta: {
        text: 'Join the club',
        link: 'https://khumalo-wealth-club.example/join',
        hotspot: 'join-button',
      },
      comments: [
        {
          author: 'Thabo M.',
          text: [{ text: 'Withdrew R40 000 last week, it works!!', hotspot: 'comment' }],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'This is an investment scam. Guaranteed high returns with no risk do not exist, a celebrity endorsement in an advert is easy to fake, and real investments do not take crypto only or pay you to recruit friends. Report the advert and scroll on.',
    alignment: {
      rating: 'low',
      reason: "A stranger's advert promising riches has little to do with how you normally save.",
    },
    hotspots: [
      {
        id: 'account',
        label: 'Account name and handle',
        redFlag: false,
        explanation:
          'An account named after a celebrity could be a fan page or an impostor; the name alone proves little. The offer is what gives it away.',
      },
      {
        id: 'endorsement-line',
        label: 'Line about the TV presenter',
        redFlag: true,
        cue: 'tactics',
        teaches: 5,
        explanation:
          'Scam adverts borrow famous faces without permission, sometimes with deepfake video. A celebrity never makes an investment safe.',
      },
      {
        id: 'returns-line',
        label: 'Line about monthly profit',
        redFlag: true,
        cue: 'tactics',
        teaches: 0,
        explanation:
          'Ten per cent a month is over 200% a year, guaranteed and without risk. No real investment can promise that.',
      },
      {
        id: 'payment-line',
        label: 'Line about deposits',
        redFlag: true,
        cue: 'language',
        teaches: 3,
        explanation:
          'Crypto-only deposits are hard to trace and impossible to reverse. Authorised firms take payments into a company bank account.',
      },
      {
        id: 'referral-line',
        label: 'Line about bringing friends',
        redFlag: true,
        cue: 'tactics',
        teaches: 1,
        explanation:
          'Paying you to recruit friends is how Ponzi and pyramid schemes grow. New money pays the early members until it runs out.',
      },
      {
        id: 'join-button',
        label: 'Button: Join the club',
        redFlag: false,
        explanation:
          'A button on an advert is normal. Where it leads matters less than the offer, which is already impossible.',
      },
      {
        id: 'comment',
        label: 'Comment under the post',
        redFlag: false,
        explanation:
          'Happy comments are easy to post from fake accounts, so they prove nothing either way. Do not count them as evidence.',
      },
    ],
    inRealLife:
      "Report the advert to the platform, and check any firm on the FSCA's register of authorised financial services providers before you invest. If you already paid, call your bank at once and report the firm to the FSCA. [Read the Investment Scams page](/frauds/InvestmentScam)",
  },
  {
    id: 'InvestmentScam-d2',
    fraudId: 'InvestmentScam',
    title: 'A chat with your trading mentor',
    setting: 'international',
    scenario:
      'Two months ago a friendly stranger, "Grace", added you to a trading group in a chat app. You have put $4,000 into a platform she recommended, and its dashboard shows $11,380. Today you asked to withdraw.',
    artefact: {
      medium: 'chat',
      app: 'Chat app',
      sender: { name: 'Grace (mentor)', number: '+44 7700 900417', hotspot: 'sender' },
      messages: [
        { from: 'me', time: '18:02', body: ['Hi Grace, I would like to take my $11,380 out now.'] },
        {
          from: 'them',
          time: '18:05',
          body: [
            {
              text: 'Congratulations! Before the platform can release it, you must pay the 15% release tax, $1,707, by bank transfer.',
              hotspot: 'fee-line',
            },
          ],
        },
        {
          from: 'them',
          time: '18:06',
          body: [
            {
              text: 'Please do not mention this to your bank, they do not understand crypto and will freeze your account.',
              hotspot: 'secrecy-line',
            },
          ],
        },
        {
          from: 'them',
          time: '18:06',
          body: [
            {
              text: 'Send it today, the offer window closes at midnight.',
              hotspot: 'deadline-line',
            },
          ],
        },
        {
          from: 'them',
          time: '18:07',
          body: [{ text: 'Trust me, I have done this many times 😊', hotspot: 'reassurance' }],
        },
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation:
      'This is an investment scam. A fee you must pay before you can withdraw is the classic sign that the profits are not real, and being told to hide it from your bank is another. Stop paying: the money on the dashboard does not exist.',
    alignment: {
      rating: 'medium',
      reason:
        'You have built trust with Grace for two months, but a stranger from a chat group is not your adviser.',
    },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender',
        redFlag: false,
        explanation:
          'A foreign number is common in chat groups and is not proof of anything. The messages are what matter.',
      },
      {
        id: 'fee-line',
        label: 'Message about the release tax',
        redFlag: true,
        cue: 'tactics',
        teaches: 4,
        explanation:
          'Real platforms take fees from your balance; they never ask you to send new money first. A fee before a withdrawal means the withdrawal will never come.',
      },
      {
        id: 'secrecy-line',
        label: 'Message about your bank',
        redFlag: true,
        cue: 'language',
        teaches: 6,
        explanation:
          'Telling you to keep it from your bank stops the people most likely to warn you. Honest investments have nothing to hide from a bank.',
      },
      {
        id: 'deadline-line',
        label: 'Message about midnight',
        redFlag: true,
        cue: 'language',
        teaches: 6,
        explanation:
          'A deadline pushes you to pay before you think or ask anyone. Your money does not need a midnight rush.',
      },
      {
        id: 'reassurance',
        label: 'Message asking for trust',
        redFlag: false,
        explanation:
          'Friendly reassurance is part of the months of grooming, but on its own it is just chat. The fee and the secrecy are the signs.',
      },
    ],
    inRealLife:
      "Send no more money, keep the chat and payment records, and call your bank. Report the platform and the chat account to the FBI's Internet Crime Complaint Center (IC3), and beware of anyone who later offers to recover your money for a fee. [Read the Investment Scams page](/frauds/InvestmentScam)",
  },
  {
    id: 'InvestmentScam-d3',
    fraudId: 'InvestmentScam',
    title: 'A unit trust page',
    setting: 'za',
    scenario:
      "Your financial adviser suggested the Umhlanga Balanced Fund. You typed the fund manager's address from your adviser's letter, and you checked its FSP number on the FSCA register yourself.",
    artefact: {
      medium: 'web',
      url: 'https://www.umhlangaunittrusts.example/funds/balanced',
      urlHotspot: 'address-bar',
      padlock: true,
      title: 'Umhlanga Balanced Fund | Umhlanga Unit Trusts',
      body: [
        [
          {
            text: "Invest before 28 February to use this tax year's tax-free savings allowance.",
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
          "Debit orders from R500 a month. Payments go only to the fund's account in the name of Umhlanga Unit Trusts (RF) Ltd.",
        ],
      ],
      form: {
        fields: [{ label: 'ID number', type: 'text', hotspot: 'id-field' }],
        submit: 'Start application',
      },
    },
    legitimate: true,
    rightDecisions: ['trust', 'verify'],
    decisionExplanation:
      'This is a real, authorised fund. It shows past returns with a risk warning instead of a guarantee, its FSP number checks out on the register, and payments go to the fund company, not a person or a crypto wallet. An application form asking for your ID number is normal here.',
    alignment: {
      rating: 'high',
      reason:
        'Your own adviser recommended the fund and you reached it through an address you typed.',
    },
    hotspots: [
      {
        id: 'address-bar',
        label: 'Address bar',
        redFlag: false,
        explanation:
          "The address matches the one in your adviser's letter, and you typed it yourself. That is the known channel.",
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
        label: 'Line about past returns',
        redFlag: false,
        explanation:
          'Real funds quote past returns with a warning that values can fall. A scam promises a fixed return with no risk.',
      },
      {
        id: 'fsp-line',
        label: 'FSP number',
        redFlag: false,
        explanation:
          'A number on a page can be copied, which is why you checked it on the FSCA register. It matched, so this is a real authorised firm.',
      },
      {
        id: 'id-field',
        label: 'ID number field',
        redFlag: false,
        cue: 'language',
        explanation:
          "Asking for an ID number looks risky, but the law requires a fund to identify investors. You are on the fund's real site, so it is expected.",
      },
    ],
    inRealLife:
      "Before you invest, check the firm and its FSP number on the FSCA register and pay only into an account in the firm's name. If any offer promises fixed high returns or wants crypto, report it to the FSCA. [Read the Investment Scams page](/frauds/InvestmentScam)",
  },
];
