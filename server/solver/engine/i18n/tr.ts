/** Türkçe. Inline maths is kept out of suffixed positions ("…'i") so vowel harmony never breaks. */
import type { Messages } from './messages.js';

const M = (s: string) => `\\(${s}\\)`;

export const tr: Messages = {
  decimalComma: true,
  kinds: {
    proportion: { title: 'Orantı', category: 'Orantılar' },
    absolute: { title: 'Mutlak değer', category: 'Mutlak değer' },
    gcdLcm: { title: 'EBOB ve EKOK', category: 'Bölünebilme' },
    arithmetic: { title: 'İfadenin değerini hesaplama', category: 'Aritmetik' },
    fractions: { title: 'Kesirlerle işlemler', category: 'Kesirler' },
    roots: { title: 'Üslü ve köklü sayılar', category: 'Üsler ve kökler' },
    percent: { title: 'Yüzde hesaplama', category: 'Yüzdeler' },
    linear: { title: 'Birinci dereceden denklem çözme', category: 'Doğrusal denklemler' },
    quadratic: { title: 'İkinci dereceden denklem çözme', category: 'İkinci dereceden denklemler' },
    system: { title: 'Doğrusal denklem sistemi çözme', category: 'Denklem sistemleri' },
    inequality: { title: 'Birinci dereceden eşitsizlik çözme', category: 'Eşitsizlikler' },
    simplify: { title: 'İfadeyi sadeleştirme', category: 'Cebirsel ifadeler' },
  },
  concepts: {
    proportion: 'orantı',
    absoluteValue: 'mutlak değer',
    primeFactors: 'asal çarpanlara ayırma',
    orderOfOperations: 'işlem önceliği',
    fractions: 'kesirler',
    commonDenominator: 'ortak payda',
    decimals: 'ondalık sayılar',
    powers: 'üslü sayılar',
    squareRoots: 'karekök',
    percent: 'yüzde',
    divisionWithRemainder: 'kalanlı bölme',
    linearEquation: 'birinci dereceden denklem',
    equivalentTransformations: 'denk dönüşümler',
    quadraticEquation: 'ikinci dereceden denklem',
    discriminant: 'diskriminant',
    factoring: 'çarpanlara ayırma',
    system: 'denklem sistemi',
    substitution: 'yerine koyma yöntemi',
    elimination: 'yok etme yöntemi',
    inequality: 'eşitsizlik',
    likeTerms: 'benzer terimleri toplama',
    check: 'sağlama',
  },
  difficulty: { easy: 'Kolay', medium: 'Orta', hard: 'Zor' },
  intro: {
    proportion: (t) => `Orantıyı çözüyoruz: ${M(t)}.`,
    absolute: (t) => `Mutlak değerli görevi çözüyoruz: ${M(t)}.`,
    gcdLcm: (t) => `Sayıları asal çarpanlarına ayırarak buluyoruz: ${M(t)}.`,
    arithmetic: (t) => `İşlem önceliğine uyarak şu ifadenin değerini hesaplayacağız: ${M(t)}.`,
    fractions: (t) => `Şu işlemi yapacağız: ${M(t)}. Kesirlerle çalışıp sonucu en sade hâline getiririz.`,
    roots: (t) => `Üs ve kök kurallarını kullanarak şunu hesaplayacağız: ${M(t)}.`,
    percent: (t) =>
      `Şunu hesaplayacağız: ${M(t)}. Yüzde, bütünün yüzde birlik parçalarla ifade edilen kısmıdır.`,
    linear: (t) =>
      `Birinci dereceden denklemi çözüyoruz: ${M(t)}. Bilinmeyenin yerine yazıldığında eşitliği doğru yapan sayıyı arıyoruz.`,
    quadratic: (t) =>
      `İkinci dereceden denklemi çözüyoruz: ${M(t)}. Bu denklemin en fazla iki gerçek kökü vardır.`,
    system: (t) =>
      `Denklem sistemini çözüyoruz: ${M(t)}. İki denklemi birlikte sağlayan sayı çiftini arıyoruz.`,
    inequality: (t) => `Eşitsizliği çözüyoruz: ${M(t)}. Eşitsizliği doğru yapan tüm sayıları arıyoruz.`,
    simplify: (t) => `Şu ifadeyi sadeleştireceğiz: ${M(t)}. Parantezleri açıp benzer terimleri toplarız.`,
  },
  steps: {
    abs: (p) => ({
      what: `Mutlak değer: ${M(`${p.a} = ${p.r}`)}.`,
      why: 'Bir sayının mutlak değeri sıfıra olan uzaklığıdır, bu yüzden asla negatif olmaz.',
    }),
    absCases: (p) => ({
      what: `${M(p.abs)} şu anlama gelir: ${M(p.cases)}.`,
      why: 'İki sayı eşit ya da zıt olduğunda mutlak değerleri aynıdır.',
    }),
    absRoots: (p) => ({
      what: `İki denklemi de çözüyoruz: ${M(p.roots)}.`,
      why: 'İki doğrusal denklemin her biri bir çözüm verir.',
    }),
    absNegative: (p) => ({
      what: `Mutlak değer şuna eşit olamaz: ${M(p.c)}.`,
      why: 'Mutlak değer asla negatif olmaz, bu yüzden denklemin çözümü yoktur.',
    }),
    proportion: (p) => ({
      what: `Dışlar çarpımı içler çarpımına eşittir: ${M(p.eq)}.`,
      why: 'Bu, orantının temel özelliğidir.',
    }),
    primeFactors: (p) => ({
      what: `Sayıları asal çarpanlarına ayırıyoruz: ${M(p.work)}.`,
      why: 'Asal çarpanlar sayıların ortak yönünü gösterir.',
    }),
    gcd: (p) => ({
      what: `Ortak asal çarpanları en küçük üsleriyle alıyoruz: ${M(p.work)}.`,
      why: 'En büyük ortak bölen sayıların her birini böler.',
    }),
    lcm: (p) => ({
      what: `Tüm asal çarpanları en büyük üsleriyle alıyoruz: ${M(p.work)}.`,
      why: 'En küçük ortak kat sayıların her birine bölünür.',
    }),
    divisionByZero: (p) => ({
      what: `Şu ifadede sıfıra bölme var: ${M(p.expr)}.`,
      why: 'Sıfıra bölme tanımsızdır, bu yüzden ifadenin değeri yoktur.',
    }),
    negativeRadicand: (p) => ({
      what: `Şu ifadede negatif bir sayının karekökü var: ${M(p.expr)}.`,
      why: 'Negatif bir sayının karekökü gerçek sayılarda tanımsızdır, bu yüzden ifadenin değeri yoktur.',
    }),
    reducesToLinear: (p) => ({
      what: `Bilinmeyenin kareleri birbirini götürür, bu yüzden ${M(p.eq)} denklemi doğrusal bir denkleme dönüşür.`,
      why: 'İki taraftaki bilinmeyenin karesini içeren terimler birbirini götürünce geriye doğrusal bir denklem kalır; onu her doğrusal denklem gibi çözeriz.',
    }),
    add: (p) => ({
      what: `Toplama yapalım: ${M(`${p.a} + ${p.b} = ${p.r}`)}.`,
      why: 'Sayıları toplarız.',
      more: 'Toplamayı çıkarma ile kontrol edebiliriz.',
    }),
    sub: (p) => ({
      what: `Çıkarma yapalım: ${M(`${p.a} - ${p.b} = ${p.r}`)}.`,
      why: 'Sayıları çıkarırız.',
      more: 'Çıkarmayı toplama ile kontrol edebiliriz.',
    }),
    mul: (p) => ({
      what: `Çarpma yapalım: ${M(`${p.a} \\cdot ${p.b} = ${p.r}`)}.`,
      why: 'Sayıları çarparız.',
      more: 'Çarpma, eş sayıların tekrarlı toplamıdır.',
    }),
    div: (p) => ({
      what: `Bölme yapalım: ${M(`${p.a} : ${p.b} = ${p.r}`)}.`,
      why: 'Sayıları böleriz.',
      more: 'Bölmeyi çarpma ile kontrol ederiz: bölüm ile bölenin çarpımı bölüneni verir.',
    }),
    divRemainder: (p) => ({
      what: `Bölme yapalım: ${M(`${p.a} : ${p.b}`)}. Bölüm ${M(p.q)}, kalan ${M(p.rem)}.`,
      why: `${M(p.a)} sayısının içinde ${M(p.b)} tam ${M(p.q)} kez vardır ve geriye ${M(p.rem)} kalır.`,
      more: 'Kalan her zaman bölenden küçüktür.',
    }),
    fracAdd: (p) => ({
      what: `Kesirleri ortak paydaya (${M(p.den)}) getirip hesaplayalım: ${M(p.work)}.`,
      why: 'Kesirler ancak paydaları eşit olduğunda toplanır veya çıkarılır; o zaman yalnızca paylarla işlem yaparız.',
      more: 'Ortak payda, paydaların en küçük ortak katıdır; pay ve payda aynı sayı ile genişletilir.',
    }),
    fracMul: (p) => ({
      what: `Kesirleri çarpalım: ${M(p.work)}.`,
      why: 'Pay ile pay, payda ile payda çarpılır, sonra sadeleştirilir.',
    }),
    fracDiv: (p) => ({
      what: `Bölmeyi, ters kesirle (${M(p.recip)}) çarpmaya çevirelim: ${M(p.work)}.`,
      why: 'Bir kesre bölmek, onun tersiyle çarpmak demektir.',
    }),
    pow: (p) => ({
      what: `Üssü hesaplayalım: ${M(`${p.base}^{${p.exp}} = ${p.r}`)}.`,
      why: `Üs, tabanın (${M(p.base)}) kendisiyle ${M(p.exp)} kez çarpılması demektir.`,
    }),
    sqrt: (p) => ({
      what: `Karekökü hesaplayalım: ${M(`\\sqrt{${p.radicand}} = ${p.r}`)}.`,
      why: `Karekök, karesi ${M(p.radicand)} olan negatif olmayan sayıdır.`,
    }),
    sqrtSimplify: (p) => ({
      what: `Kök dışına çarpan çıkaralım: ${M(`\\sqrt{${p.radicand}} = \\sqrt{${p.square} \\cdot ${p.rest}} = ${p.r}`)}.`,
      why: `${M(p.radicand)} tam kare değildir; bu yüzden en büyük tam kare çarpanını (${M(p.square)}) kök dışına çıkarırız.`,
    }),
    percent: (p) => ({
      what: `Yüzdeyi kesir olarak yazalım: ${M(`${p.p} = ${p.frac}`)}.`,
      why: 'Yüzde „yüzde kaç” demektir, yani paydası 100 olan bir kesirdir.',
    }),
    percentOf: (p) => ({
      what: `Yüzdeyi hesaplayalım (${M(p.n)} sayısının ${M(p.p)} kadarı): ${M(p.work)}.`,
      why: 'Bir sayının yüzdesini, sayıyı kesir olarak yazılmış yüzde ile çarparak buluruz.',
      more: 'Örneğin %50 yarım, %25 ise bütünün dörtte biridir.',
    }),
    order: (r) =>
      ({
        brackets: 'Önce parantez içi hesaplanır.',
        powers: 'Üsler ve kökler; çarpma, bölme, toplama ve çıkarmadan önce hesaplanır.',
        multiplyFirst: 'Çarpma ve bölme, toplama ve çıkarmadan önce yapılır.',
        leftToRight: 'Aynı önceliğe sahip işlemler soldan sağa doğru yapılır.',
        only: '',
      })[r],
    mixed: (p) => ({
      what: `Bileşik kesri tam sayılı kesir olarak yazalım: ${M(`${p.frac} = ${p.mixed}`)}.`,
      why: 'Pay paydaya bölünür; bölüm tam kısmı verir, kalan payda kalır.',
    }),
    expand: (p) => ({
      what: `İki tarafı düzenleyelim: ${M(p.eq)}.`,
      why: 'Parantezin önündeki sayıyı parantez içindeki her terimle çarparak parantezi açarız, sonra benzer terimleri toplarız.',
      more: 'Parantezin önündeki eksi, içindeki her terimin işaretini değiştirir.',
    }),
    clearFractions: (p) => ({
      what: `İki tarafı ${M(p.lcd)} ile çarpalım: ${M(p.eq)}.`,
      why: `İki tarafı ortak payda (${M(p.lcd)}) ile çarpınca kesirlerden kurtuluruz ve eşitlik bozulmaz.`,
    }),
    transpose: (p) => ({
      what: `Bilinmeyenli terimleri sola, sayıları sağa alalım: ${M(p.eq)}.`,
      why: 'Bir terim eşitliğin diğer tarafına geçince işareti değişir.',
      more: 'Bu, iki taraftan aynı sayıyı çıkarmak (veya eklemek) ile aynıdır.',
    }),
    combine: (p) => ({
      what: `Benzer terimleri toplayalım: ${M(p.eq)}.`,
      why: 'Bilinmeyenli terimler kendi aralarında, sayılar kendi aralarında toplanır.',
    }),
    divideBoth: (p) => ({
      what: `İki tarafı ${M(p.coef)} ile bölelim: ${M(p.eq)}.`,
      why: 'İki tarafı sıfırdan farklı aynı sayıya bölünce bilinmeyen yalnız kalır ve çözümler değişmez.',
    }),
    divideFlip: (p) => ({
      what: `İki tarafı negatif sayı ${M(p.coef)} ile bölüp eşitsizliğin yönünü çevirelim: ${M(p.eq)}.`,
      why: 'Bir eşitsizlik negatif bir sayıyla çarpılır veya bölünürse yön değiştirir.',
      more: 'Örneğin \\(2 < 3\\), ama \\(-2 > -3\\).',
    }),
    identity: (p) => ({
      what: `Bilinmeyenler birbirini götürdü: ${M(p.eq)}.`,
      why: 'Bilinmeyene bağlı olmayan doğru bir ifade elde ettik; bu yüzden her sayı bir çözümdür.',
    }),
    contradiction: (p) => ({
      what: `Bilinmeyenler birbirini götürdü: ${M(p.eq)}.`,
      why: 'Bilinmeyene bağlı olmayan yanlış bir ifade elde ettik; bu yüzden çözüm yoktur.',
    }),
    standardForm: (p) => ({
      what: `Tüm terimleri sola alıp denklemi genel biçimde yazalım: ${M(p.eq)}.`,
      why: 'İkinci dereceden denklem \\(ax^2 + bx + c = 0\\) biçiminde yazıldığında çözülür.',
    }),
    multiplyMinusOne: (p) => ({
      what: `Denklemi \\(-1\\) ile çarpalım: ${M(p.eq)}.`,
      why: 'Karenin katsayısı pozitif olunca işlem yapmak daha kolaydır.',
    }),
    factorCommon: (p) => ({
      what: `Ortak çarpanı (${M(p.v)}) parantezine alalım: ${M(p.eq)}.`,
      why: 'Sabit terim sıfırdır, bu yüzden bilinmeyen her terimde vardır.',
    }),
    zeroProduct: (p) => ({
      what: `Çarpım sıfıra eşit: ${M(p.eq)}.`,
      why: 'Bir çarpım ancak çarpanlardan en az biri sıfırsa sıfırdır.',
    }),
    isolateSquare: (p) => ({
      what: `Bilinmeyenin karesini yalnız bırakalım: ${M(p.eq)}.`,
      why: 'Birinci dereceden terim yok, bu yüzden karekök alarak çözeriz.',
    }),
    sqrtBoth: (p) => ({
      what: `İki tarafın karekökünü alalım: ${M(p.eq)}.`,
      why: 'Karesi verilen sayıya eşit iki sayı vardır: pozitif olan ve onun ters işaretlisi.',
    }),
    discriminant: (p) => ({
      what: `\\(a = ${p.a}\\), \\(b = ${p.b}\\), \\(c = ${p.c}\\) için diskriminantı hesaplayalım: ${M(p.work)}.`,
      why: 'Diskriminantın işareti denklemin kaç gerçek kökü olduğunu gösterir.',
    }),
    noRealRoots: (p) => ({
      what: `Bulunan değer negatif: ${M(p.d)}.`,
      why: 'Hiçbir gerçek sayının karesi negatif değildir; bu yüzden denklemin gerçek kökü yoktur.',
    }),
    formula: (p) => ({
      what: `Kök formülünü uygulayalım: ${M(p.work)}.`,
      why: 'Diskriminant pozitif olduğu için iki farklı gerçek kök vardır.',
    }),
    doubleRoot: (p) => ({
      what: `Diskriminant sıfır: ${M(p.work)}.`,
      why: 'Diskriminant sıfır olduğunda denklemin tek (çakışık) kökü vardır.',
    }),
    vieta: (p) => ({
      what: `Üç terimliyi çarpanlarına ayıralım: ${M(p.eq)}.`,
      why: `Toplamı ${M(p.sum)}, çarpımı ${M(p.product)} olan iki sayı ararız.`,
    }),
    systemStandard: (p) => ({
      what: `İki denklemi düzenleyelim: ${M(p.sys)}.`,
      why: 'Her denklemde bilinmeyenleri sola, sayıları sağa yazarız.',
    }),
    express: (p) => ({
      what: `Bir denklemden bilinmeyeni (${M(p.v)}) yalnız bırakalım: ${M(p.eq)}.`,
      why: 'Katsayısı \\(1\\) veya \\(-1\\) olan bilinmeyeni seçeriz, çünkü en kolay o yalnız bırakılır.',
    }),
    substitute: (p) => ({
      what: `Bulunan ifadeyi (${M(p.v)}) diğer denklemde yerine yazalım: ${M(p.eq)}.`,
      why: 'Böylece tek bilinmeyenli bir denklem elde ederiz.',
    }),
    solveOne: (p) => ({
      what: `Bu denklemi çözelim (${M(p.v)}): ${M(p.eq)}.`,
      why: 'Parantezleri açar, benzer terimleri toplar ve katsayıya böleriz.',
    }),
    backSubstitute: (p) => ({
      what: `Bulunan değeri yerine yazıp diğer bilinmeyeni (${M(p.v)}) hesaplayalım: ${M(p.eq)}.`,
      why: 'Bir bilinmeyenin bilinen değeri diğerinin ifadesine yazılır.',
    }),
    multiplyEquations: (p) => ({
      what: `Denklemleri, ${M(p.v)} katsayıları zıt sayılar olacak şekilde çarpalım: ${M(p.sys)}.`,
      why: 'Denklemler toplanınca bu bilinmeyen yok olur.',
    }),
    addEquations: (p) => ({
      what: `Denklemleri toplayıp diğer bilinmeyeni (${M(p.v)}) bulalım: ${M(p.eq)}.`,
      why: 'Zıt katsayılı terimler birbirini götürür.',
    }),
    expandExpr: (p) => ({
      what: `Parantezleri açıp benzer terimleri toplayalım: ${M(p.expr)}.`,
      why: 'Bir parantezin her terimi diğerinin her terimiyle çarpılır, sonra aynı dereceli terimler toplanır.',
    }),
    collectTerms: (p) => ({
      what: `Benzer terimleri toplayalım: ${M(p.expr)}.`,
      why: 'Benzer terimler aynı değişkenlere ve aynı üslere sahiptir; katsayılarını toplarız.',
    }),
    checkPoint: (p) => ({
      what: `Çözüm kümesinden bir sayı ile sağlama (${M(p.point)}): ${M(p.work)}.`,
      why: 'Çözüm kümesindeki her sayı ilk eşitsizliği sağlamalıdır.',
    }),
    check: (p) => ({
      what: `Sağlama: ${M(p.work)}.`,
      why: 'Çözümü ilk verilen ifadede yerine yazarız; iki taraf uyuşuyor, yani çözüm doğrudur.',
    }),
  },
  words: { or: 'veya', remainder: 'kalan', and: 've', gcd: 'EBOB', lcm: 'EKOK', undefined: 'tanımsız' },
  answers: {
    undefined: 'İfade tanımsızdır (sıfıra bölme).',
    undefinedRoot: 'İfade gerçek sayılarda tanımsızdır (negatif sayının karekökü).',
    noSolution: 'Çözüm yoktur.',
    allNumbers: 'Her gerçek sayı bir çözümdür.',
    noRealRoots: 'Denklemin gerçek kökü yoktur.',
    systemNone: 'Sistemin çözümü yoktur (denklemler çelişiyor).',
    systemInfinite: 'Sistemin sonsuz sayıda çözümü vardır (denklemler denktir).',
  },
  notMath: {
    title: 'Matematik sorusu değil',
    category: 'Soru değil',
    intro: 'Fotoğrafta bir matematik sorusu bulamadık.',
    final: 'Çözülmesini istediğiniz soruyu net ve düz bir şekilde fotoğraflayın.',
  },
  declined: {
    title: 'Soru güvenilir şekilde okunamadı',
    category: 'Çözülmedi',
    unreadableIntro: (r) => `Soruyu güvenilir şekilde okuyamadık${r ? ` (okunan: ${r})` : ''}.`,
    unsupportedIntro: (r) => `Bu soruyu henüz güvenilir şekilde çözemiyoruz${r ? `: ${r}` : ''}.`,
    final:
      'Doğru olduğunu garanti edemediğimiz için cevap vermiyoruz. Tek bir sorunun daha net bir fotoğrafını deneyin.',
  },
};
