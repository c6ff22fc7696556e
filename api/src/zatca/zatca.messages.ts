import { withArabic } from '@shop/common';
/** The ZATCA texts the owner reads: reporting, and onboarding's failures, each saying what to fix. */
export const ZATCA_MESSAGES = withArabic(
  {
    ownerOnly: 'Only the owner can see ZATCA reporting',
    noAnswer: 'Fatoora did not answer (network error or timeout); the document is sent again later',
    badCredentials: "Fatoora refused the shop's production CSID (401): onboard again in Settings → Tax → ZATCA",
    onboardingOwnerOnly: 'Only the owner can onboard the shop with ZATCA',
    chooseEnvironment: 'Choose the ZATCA environment first: developer portal, simulation or production',
    sellerMissing: (fields: string[]) =>
      `ZATCA's certificate request and documents need the seller's full details: fill in ${fields.join(', ')} in Settings → Tax first`,
    needsComplianceCsid: 'Get the compliance CSID first: enter the OTP from the Fatoora portal',
    needsChecks: 'Run the compliance checks first: ZATCA issues the production CSID only after they pass',
    needsProduction: 'Renewal replaces the production CSID: finish onboarding first',
    badOtp:
      'ZATCA did not accept the OTP: get a new one in the Fatoora portal (fatoora.zatca.gov.sa, "Onboard new solution unit/device") and enter its six digits',
    expiredOtp: 'The OTP has expired (an OTP is valid for one hour): get a new one in the Fatoora portal and enter it straight away',
    fatooraDown: (status: number | null) =>
      `Fatoora did not answer${status ? ` (HTTP ${status})` : ' (network error or timeout)'}: nothing changed, try this step again in a few minutes`,
    refused: (status: number) => `ZATCA refused the request (HTTP ${status}): read ZATCA's messages below, correct what they name, then try again`,
    complianceCsidRefused: 'Fatoora refused the compliance CSID (401): enter a new OTP to get a new one',
    productionCsidRefused: "Fatoora refused the shop's production CSID (401): onboard again with a new OTP",
    samplesRejected: (kinds: string[]) =>
      `ZATCA rejected the sample ${kinds.join(', ')}: correct what its messages name (usually a seller detail in Settings → Tax), then run the compliance checks again`,
    certificateNotOurs: "The certificate ZATCA returned is not for this shop's signing key: get a new OTP and start again",
    noCertificate: 'Fatoora answered without a certificate (binarySecurityToken and secret): try this step again',
  } as const,
  {
    ownerOnly: 'المالك وحده يستطيع الاطلاع على تقارير ZATCA',
    noAnswer: 'لم تُجب منصة فاتورة (خطأ في الشبكة أو انتهت المهلة)؛ يُرسل المستند مرة أخرى لاحقًا',
    badCredentials: 'رفضت منصة فاتورة شهادة CSID الإنتاجية للمتجر (401): أعد الربط في الإعدادات ← الضريبة ← ZATCA',
    onboardingOwnerOnly: 'المالك وحده يستطيع ربط المتجر بـ ZATCA',
    chooseEnvironment: 'اختر بيئة ZATCA أولًا: بوابة المطورين أو المحاكاة أو الإنتاج',
    sellerMissing: (fields) => `طلب شهادة ZATCA ومستنداتها تحتاج إلى بيانات البائع كاملة: أكمل ${fields} في الإعدادات ← الضريبة أولًا`,
    needsComplianceCsid: 'احصل على شهادة CSID للامتثال أولًا: أدخل رمز OTP من بوابة فاتورة',
    needsChecks: 'شغّل فحوص الامتثال أولًا: لا تصدر ZATCA شهادة CSID الإنتاجية إلا بعد نجاحها',
    needsProduction: 'التجديد يستبدل شهادة CSID الإنتاجية: أكمل الربط أولًا',
    badOtp: 'لم تقبل ZATCA رمز OTP: احصل على رمز جديد من بوابة فاتورة (fatoora.zatca.gov.sa، "Onboard new solution unit/device") وأدخل أرقامه الستة',
    expiredOtp: 'انتهت صلاحية رمز OTP (صالح لساعة واحدة): احصل على رمز جديد من بوابة فاتورة وأدخله فورًا',
    fatooraDown: (status) => `لم تُجب منصة فاتورة (HTTP ${status}): لم يتغير شيء، أعد هذه الخطوة بعد دقائق`,
    refused: (status) => `رفضت ZATCA الطلب (HTTP ${status}): اقرأ رسائل ZATCA أدناه، وصحّح ما تذكره، ثم حاول مرة أخرى`,
    complianceCsidRefused: 'رفضت منصة فاتورة شهادة CSID للامتثال (401): أدخل رمز OTP جديدًا للحصول على شهادة جديدة',
    productionCsidRefused: 'رفضت منصة فاتورة شهادة CSID الإنتاجية للمتجر (401): أعد الربط برمز OTP جديد',
    samplesRejected: (kinds) =>
      `رفضت ZATCA العينات ${kinds}: صحّح ما تذكره رسائلها (غالبًا بيانات البائع في الإعدادات ← الضريبة)، ثم شغّل فحوص الامتثال مرة أخرى`,
    certificateNotOurs: 'الشهادة التي أعادتها ZATCA ليست لمفتاح التوقيع الخاص بهذا المتجر: احصل على رمز OTP جديد وابدأ من جديد',
    noCertificate: 'أجابت منصة فاتورة دون شهادة (binarySecurityToken وsecret): أعد هذه الخطوة',
  },
);

/** The onboarding request fields' messages. */
export const ZATCA_DTO_MESSAGES = withArabic(
  {
    environment: 'environment must be DEVELOPER_PORTAL, SIMULATION or PRODUCTION',
    otp: 'otp must be the six digits from the Fatoora portal',
    branchName: 'branchName must be text of 1 to 100 characters (the branch, or the 10-digit TIN of a VAT group member)',
    businessCategory: 'businessCategory must be text of 1 to 100 characters (e.g. Retail of clothing)',
  } as const,
  {
    environment: 'environment يجب أن تكون DEVELOPER_PORTAL أو SIMULATION أو PRODUCTION',
    otp: 'otp هو الأرقام الستة من بوابة فاتورة',
    branchName: 'branchName نص من 1 إلى 100 حرف (الفرع، أو الرقم الضريبي المكون من 10 أرقام لعضو مجموعة ضريبية)',
    businessCategory: 'businessCategory نص من 1 إلى 100 حرف (مثل: بيع الملابس بالتجزئة)',
  },
);

// the text a template gives without its value, which its pattern above does not match
withArabic(
  { fatooraNoAnswer: ZATCA_MESSAGES.fatooraDown(null) },
  { fatooraNoAnswer: 'لم تُجب منصة فاتورة (خطأ في الشبكة أو انتهت المهلة): لم يتغير شيء، أعد هذه الخطوة بعد دقائق' },
);
