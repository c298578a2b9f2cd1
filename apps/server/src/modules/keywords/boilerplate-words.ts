/**
 * Web chrome in the languages Loci reads best: navigation, shop, account, consent, legal and
 * news-flow words. A phrase containing one is never a keyword, whatever the page's language,
 * because sites in any language borrow English chrome ("cookies", "newsletter", "login").
 */
const CHROME: Record<string, string> = {
  en: `cookie cookies consent accept decline reject preferences manage settings privacy policy
policies terms conditions legal imprint impressum disclaimer copyright rights reserved gdpr ccpa
login log logout signin sign signup register registration account accounts password username
cart basket checkout bag wishlist order orders ordering shipping delivery returns refund refunds
payment payments pay price prices pricing sale sales discount discounts coupon promo code codes
newsletter subscribe subscription subscriptions unsubscribe email e-mail emails inbox mailing
menu navigation nav skip content main toggle close search home homepage page pages site
website web sitemap javascript browser enable enabled disabled loading load click tap scroll
link links button buttons submit send form field fields required optional
contact contacts faq faqs help support customer customers service services careers jobs press media
facebook instagram twitter tiktok pinterest youtube linkedin whatsapp social follow share tweet
blog post posts news article articles read more learn view see all show hide previous next back top
gift gifts card cards voucher vouchers item items product products shop store stores buy add added
quantity qty size sizes select choose option options filter sort reviews review rating ratings
stock available availability unavailable sold out continue shopping free returns
welcome hello hi thanks thank click here download app apps iphone android
inc ltd llc gmbh co corp plc info information details detail journal announcement announcements`,
  pt: `aceitar recusar privacidade política termos condições direitos reservados carrinho conta
entrar sessão registar registo loja comprar encomenda encomendas portes envio envios desconto
subscrever subscreva newsletter notícias notícia leia início contactos contacto reclamações lda
pesquisar pesquisa página site navegação navegar utilizador`,
  es: `aceptar rechazar configurar privacidad política términos condiciones derechos reservados
carrito cuenta iniciar sesión registrarse tienda comprar pedido pedidos envío envíos descuento
suscríbete suscribirse suscripción boletín noticias noticia leer inicio contacto aviso legal
buscar búsqueda página sitio navegación navegando usuario`,
  fr: `accepter refuser paramétrer paramètres confidentialité politique mentions légales conditions
générales droits réservés panier compte connexion inscription inscrire acheter commande
commandes livraison réduction remise newsletter actualités actualité lire accueil contact
rechercher recherche page site navigation cgv cgu sarl`,
  de: `akzeptieren ablehnen einstellungen datenschutz datenschutzerklärung impressum agb widerruf
widerrufsbelehrung rechte vorbehalten warenkorb konto anmelden abmelden registrieren shop
onlineshop kaufen bestellen bestellung versand versandkostenfrei rabatt newsletter aktuelles
neuigkeiten weiterlesen startseite kontakt suche seite navigation nutzererlebnis nutzung`,
  it: `accetta rifiuta privacy informativa termini condizioni diritti riservati carrello account
accedi registrati negozio acquista ordine spedizione sconto iscriviti notizie leggi contatti`,
  ja: `クッキー プライバシー ポリシー 同意 ログイン ログアウト 会員 登録 カート ショップ
オンラインショップ オンライン 問い合わせ お問い合わせ メールマガジン メルマガ メール 利用規約 規約
お知らせ 知らせ 営業時間 営業 リニューアル 詳しく 最新情報 送料 無料 特定商取引法 表記 ホーム サイト ページ 検索`,
  zh: `隐私 政策 隐私政策 同意 接受 登录 注册 购物车 商城 在线 联系 联系我们 订阅 电子邮件 邮件 版权 所有
版权所有 协议 用户 动态 最新 发货 详情 优惠 首页 网站 点击 查看 通知 上线 浏览 搜索 页面 备案`,
  ar: `ملفات تعريف الارتباط الخصوصية سياسة موافق تسجيل الدخول حساب سلة التسوق المتجر متجر شراء
طلب شحن مجاني خصم اشترك النشرة البريدية الأخبار أخبار اقرأ المزيد الرئيسية اتصل الحقوق محفوظة
الشروط والأحكام الموقع الإلكتروني بحث صفحة`,
};

/** Every chrome word, lower case, any language. */
export const BOILERPLATE_WORDS: ReadonlySet<string> = new Set(
  Object.values(CHROME)
    .flatMap((words) => words.split(/\s+/))
    .filter(Boolean),
);
