#!/bin/sh
# apply a multi-fraud patch: split by fraud prefix
python3 - "$1" <<'PY'
import json,sys,subprocess,re
p=json.load(open(sys.argv[1]))
files={'AccAndInvFraud':'acc-and-inv-fraud','AccountTakeover':'account-takeover','AtmSkimming':'atm-skimming','AuthPushPayments':'auth-push-payments','BruteForce':'brute-force','BusinessEmailCompromise':'business-email-compromise','CryptoJacking':'crypto-jacking','Ddos':'ddos','Deepfake':'deepfake','InsiderFraud':'insider-fraud','InvestmentScam':'investment-scam','ManInTheMiddle':'man-in-the-middle','Phishing':'phishing','Ransomware':'ransomware','SimSwap':'sim-swap','SqlInjection':'sql-injection','SyntIdentityTheft':'synt-identity-theft','Vishing':'vishing','Xss':'xss','ZeroDayExploit':'zero-day-exploit'}
by={}
for k,v in p.items(): by.setdefault(k.rsplit('-',1)[0],{})[k]=v
for f,items in by.items():
  tmp=f'/tmp/bal/_{f}.json'; json.dump(items,open(tmp,'w'))
  out=subprocess.run(['npx','tsx','bench/zz-apply.ts',f'../../packages/content/src/frauds/{files[f]}.ts',tmp],capture_output=True,text=True)
  print(f, out.stdout.strip(), out.stderr.strip()[:300])
PY
