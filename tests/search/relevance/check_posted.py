import json,re,collections
P=json.load(open('tests/search/relevance/posted.json'))
C=json.load(open('data/corpus.json'))['entries']
cid={e['id']:e['game'] for e in C}
sid=set(re.findall(r'^\| ((?:si|l5r)-summary-[a-z-]+) \|',open('tests/search/relevance/summary-topics.md').read(),re.M))
print('summary ids in md:',len(sid))
bad=[];cnt=collections.Counter();wc=[];game=collections.Counter();used=collections.Counter();sumuse=collections.Counter()
for x in P['queries']:
    for i in x['expect']:
        if i not in cid and i not in sid: bad.append(i)
    assert 1<=len(x['expect'])<=3 and x['kind']=='posted' and x['part']=='frozen'
    cnt[(x['style'])]+=1; cnt[x['lang']]+=1
    g='l5r' if x['expect'][0].startswith('l5r') else 'si'
    game[(g,x['style'])]+=1
    used[x['expect'][0]]+=1
    for i in x['expect']:
        if i in sid: sumuse[i]+=1
    n=len(x['q'].split()); wc.append(n)
    if not 10<=n<=40: print('WC',n,x['q'])
print('bad ids',bad)
print('total',len(P['queries']),dict(cnt))
print('by game/style',dict(game))
print('words min/max/mean',min(wc),max(wc),sum(wc)/len(wc))
print('summary ids never expected:',sid-set(sumuse))
print('summary ids as first expect <2:',[s for s in sid if used[s]<2])
print('distinct ruling entries (first expect):',len([k for k in used if k in cid]),'of',len(cid))
print('distinct entries anywhere:',len({i for x in P['queries'] for i in x['expect'] if i in cid}))
print('l5r entries covered:',len({k for k in used if k.startswith('l5r-rule')}))
qs=[x['q'] for x in P['queries']]; print('dup q',len(qs)-len(set(qs)))
