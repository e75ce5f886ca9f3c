/**
 * GENERATED FILE — DO NOT EDIT BY HAND.
 * Made from schema/lead.schema.json by `npm run generate:types`.
 * Change the schema, then run that command; `npm test` fails while this file is stale.
 */

/** Each field definition's lengths and pattern (ajv's: a Unicode regular expression). */
export const leadFieldRules: Record<string, { minLength?: number; maxLength?: number; pattern?: string }> = {"company":{"minLength":1,"maxLength":120,"pattern":"^[^\\u0000-\\u001f\\u007f<>]*$"},"personName":{"minLength":1,"maxLength":100,"pattern":"^[^\\u0000-\\u001f\\u007f<>]*$"},"email":{"maxLength":254,"pattern":"^[^@\\s\\p{Cc}\\p{Cf}]{1,64}@[^@\\s\\p{Cc}\\p{Cf}]+\\.(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$"},"phone":{"maxLength":30,"pattern":"^(?=(?:[^0-9]*[0-9]){7,15}[^0-9]*$)(?:(?:\\+|00)[1-9]|0[1-9])[0-9 ()-]*[0-9]$"},"revenue":{},"longText":{"maxLength":4000,"pattern":"^(?![\\s\\S]*<[A-Za-z/!?])[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$"},"optionSlug":{"maxLength":80,"pattern":"^[a-z0-9+]+(?:-[a-z0-9+]+)*$"},"meetingFormat":{},"preferredTime":{},"bookingUrgency":{},"bookingTopic":{}};

/** Per form kind, each visible field: the definition whose rules apply, and whether it is required. */
export const leadFormFields: Record<string, Record<string, readonly [rule: string, required: boolean]>> = {"lead":{"company":["company",true],"name":["personName",true],"email":["email",true],"phone":["phone",false],"revenue":["revenue",true],"priority":["longText",false]},"enquiry":{"company":["company",true],"name":["personName",true],"email":["email",true],"phone":["phone",false],"revenue":["revenue",true],"urgency":["optionSlug",true],"budget":["optionSlug",false],"topic":["optionSlug",false],"message":["longText",false]},"booking":{"company":["company",true],"name":["personName",true],"email":["email",true],"phone":["phone",true],"meetingFormat":["meetingFormat",true],"preferredTime":["preferredTime",false],"urgency":["bookingUrgency",false],"revenue":["revenue",true],"topic":["bookingTopic",false],"message":["longText",false]}};
