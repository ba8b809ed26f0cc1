// The privacy policy (GDPR). Company facts come from company.ts; only the policy's own wording lives here.
import { englishTexts } from "./typography";
import { company } from "./company";

/** A paragraph, or a bulleted list. */
export type PolicyBlock = string | { items: string[] };

export type PolicySection = { id: string; title: string; blocks: PolicyBlock[] };

export const privacyEffectiveDate = "1 January 2025";

const controller = `${company.legalName}, ${company.address.street}, ${company.address.postalCity}, ${company.address.country}`;

export const privacyIntro: string[] = englishTexts([
  `This policy explains how ${controller}, Company ID (IČO) ${company.companyId}, VAT ID (DIČ) ${company.vatId} (“we”), as the controller processes the personal data of visitors to this website, of people who contact us, and of our customers and partners. ${company.register}.`,
  "We process personal data in accordance with Regulation (EU) 2016/679 (the General Data Protection Regulation, “GDPR”) and Czech Act No. 110/2019 Coll., on the processing of personal data.",
]);

export const privacySections: PolicySection[] = englishTexts([
  {
    id: "personal-data-processing",
    title: "Personal data processing",
    blocks: [
      "We process only the personal data we need, for these purposes and on these legal bases:",
      {
        items: [
          "Inquiries: when you write to us or call us, we process your name, e-mail address, phone number, organisation and the content of your message in order to answer you and, if you wish, to prepare an offer or a collaboration (steps prior to a contract, Art. 6(1)(b) GDPR, and our legitimate interest in answering, Art. 6(1)(f) GDPR). We keep this correspondence for up to 3 years after it ends, unless a contract follows.",
          "Customers and partners: we process identification, contact and billing data to perform contracts (Art. 6(1)(b) GDPR) and to meet our obligations under accounting and tax law (Art. 6(1)(c) GDPR). Accounting and tax documents are kept for the periods the law requires, up to 10 years.",
          "Newsletter: if you subscribe, we process your e-mail address on the basis of your consent (Art. 6(1)(a) GDPR) until you withdraw it.",
          "Cookies: your choice in the cookie banner is stored in your browser, as is a note that we have offered you the website in your browser's preferred language, so that we offer it only once. The website sets no tracking or advertising cookies, whichever you choose.",
          "Website logs: see the section on website logs below.",
        ],
      },
      "Your data may be processed on our behalf by carefully selected processors bound by a contract under Art. 28 GDPR, in particular our hosting, e-mail and accounting service providers. We do not sell personal data. We do not transfer it outside the European Economic Area unless appropriate safeguards under Chapter V GDPR are in place. We do not use automated decision-making or profiling.",
    ],
  },
  {
    id: "security",
    title: "Security",
    blocks: [
      "We protect personal data with technical and organisational measures appropriate to the risk: the website is served only over encrypted connections, access to personal data is limited to authorised employees bound by confidentiality, our systems are protected by access control and regularly updated, and data is backed up.",
      "Should a personal data breach occur that is likely to result in a risk to your rights, we will report it to the supervisory authority within 72 hours and, where the risk is high, inform you without undue delay.",
    ],
  },
  {
    id: "right-to-information",
    title: "Right to information",
    blocks: [
      "You have the right to know whether we process your personal data and, if we do, to receive a copy of it together with information about the purposes of processing, the categories of data, the recipients, how long we keep it, where we obtained it and what rights you have (Art. 15 GDPR).",
      "We answer your request free of charge, without undue delay and at the latest within 30 days of receiving it. Exceptionally, for complex or numerous requests, we may extend this period to 90 days in total; we will tell you within the first 30 days and explain why.",
    ],
  },
  {
    id: "data-portability",
    title: "Data portability",
    blocks: [
      "Where we process data you provided to us on the basis of your consent or a contract, and we do so by automated means, you have the right to receive this data in a structured, commonly used and machine-readable format (for example CSV or JSON) and to have it transmitted directly to another controller where technically feasible (Art. 20 GDPR).",
    ],
  },
  {
    id: "updating-and-rectification",
    title: "Updating and rectification",
    blocks: [
      "You have the right to have inaccurate personal data corrected and incomplete data completed (Art. 16 GDPR). Where we provide you with a user account, for example for access to shared project documents, you can view or change your data yourself after logging in. In all other cases, write to us and we will update your data without undue delay.",
    ],
  },
  {
    id: "objections",
    title: "Objections",
    blocks: [
      "You may object at any time to processing based on our legitimate interests (Art. 21 GDPR). We will then stop processing your data unless we demonstrate compelling legitimate grounds that override your interests, or the processing is needed to establish, exercise or defend legal claims. If you object to processing for direct marketing, we will stop it without further assessment.",
      "If you believe that we process your personal data unlawfully, you have the right to lodge a complaint with the national data protection authority, the Office for Personal Data Protection (Úřad pro ochranu osobních údajů, ÚOOÚ), Pplk. Sochora 27, 170 00 Praha 7, Czech Republic, www.uoou.gov.cz, or with the supervisory authority of the EU country where you live or work.",
    ],
  },
  {
    id: "restriction",
    title: "Restriction of processing",
    blocks: [
      "You have the right to ask us to restrict the processing of your data (Art. 18 GDPR) while we verify its accuracy, when processing is unlawful but you prefer restriction to erasure, when we no longer need the data but you need it to establish, exercise or defend legal claims, or while we assess your objection. During the restriction we only store the data and do not otherwise use it without your consent.",
    ],
  },
  {
    id: "erasure",
    title: "Erasure",
    blocks: [
      "You have the right to have your personal data erased when it is no longer needed for the purposes for which it was collected, when you withdraw your consent and there is no other legal basis, when your objection is upheld, or when the data was processed unlawfully (Art. 17 GDPR). We cannot erase data we are required by law to keep, such as accounting documents.",
      "You can withdraw your consent at any time, for example by clicking the unsubscribe link in any newsletter e-mail or by writing to us. Withdrawal does not affect the lawfulness of processing before it.",
      "Please note that personal data may remain in our backups, which cannot be purged of individual records. Backups are overwritten in regular cycles; until then the data in them is not used, and if a backup ever has to be restored, we erase the data again.",
    ],
  },
  {
    id: "contact",
    title: "Contact",
    blocks: [
      `Our data protection officer handles all questions about the processing of personal data and requests to exercise your rights. You can reach the data protection officer by e-mail at ${company.email}, by phone at ${company.phone}, or by post at ${company.legalName}, Data Protection Officer, ${company.address.street}, ${company.address.postalCity}, ${company.address.country}.`,
      "To protect your data, we may ask you to confirm your identity before we answer a request.",
    ],
  },
  {
    id: "website-logs",
    title: "Website logs",
    blocks: [
      "When you visit this website, our web server automatically records for each request:",
      {
        items: [
          "your IP address,",
          "the visited page and the date and time of the visit,",
          "the HTTP response code,",
          "your browser identification (user agent).",
        ],
      },
      "We use these logs only to operate the website securely and to detect and investigate errors and attacks, on the basis of our legitimate interest (Art. 6(1)(f) GDPR). We do not combine them with other data to identify visitors, except when necessary to investigate a security incident. Logs are kept for at most 10 years and then deleted.",
    ],
  },
]);
