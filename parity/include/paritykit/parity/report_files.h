// The report directory of a run: parity.json (written, and read back strictly elsewhere), parity.md,
// junit.xml, report.html, the audit's files, and the short summary printed at the end.
#pragma once

#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

#include "paritykit/parity/gate.h"
#include "paritykit/parity/run_report.h"

namespace paritykit::parity {

/// The parity.json document (schema "paritykit.parity/v3"; fields in parity/README.md, "Reports").
/// Since v2 each distinct image runs once: an execution names the `engines` its image stands for
/// and, when another result of the config had the same image, that result (`same_image_as`); its
/// shapes carry no `engine`; each result carries `golden_ir`, the check of a curated config's
/// checked-in IR text, or null. v3: each shape carries `discrimination` and `ratio_histogram`, each
/// execution `min_discrimination` and `min_discrimination_at` (under 0.90 it is VACUOUS).
nlohmann::ordered_json parity_json(const RunReport& report, const GateVerdict& verdict);
/// json_text(parity_json(report, verdict)), written without building the document: parity.json as
/// parity-run writes it (a run's document holds every result, and building it cost more than
/// writing it).
std::string parity_json_text(const RunReport& report, const GateVerdict& verdict);
/// parity.md: one table per family, then the gate reasons.
std::string parity_markdown(const RunReport& report, const GateVerdict& verdict);
/// junit.xml: one testcase per config x flavor (failing as result_failures() says), plus one per
/// missing golden.
std::string parity_junit(const RunReport& report);
/// A run's section of the HTML report (reports::build_page_model's `parity` part, given to it as
/// SourceDocument::parity_section), named `source`: the matrix of results, each result's detail and
/// execution, drawn from `report` as parity_json writes it (every string cut as there) with
/// `verdict` for the card, which any failing cell fails. False with `*err` ("<source>: <JSON pointer
/// in parity.json>: what") when the page cannot show it: a result's flavor that is not one of the
/// run's, an execution whose shapes' histograms have other bins.
bool parity_page_section(const std::string& source, const RunReport& report, const GateVerdict& verdict,
                         nlohmann::ordered_json* out, std::string* err);
/// Reads a parity.json document back into the RunReport it was written from: every field
/// parity_json writes (an audit's document and markdown excepted: they are isa_audit.json and
/// isa_audit.md). Strict: a missing field, a wrong type or an unknown status is refused. False
/// with `*err` as "<JSON pointer>: what".
bool read_run_report(const nlohmann::ordered_json& doc, RunReport* out, std::string* err);
/// read_run_report, then gate() over what it read, which must be the verdict the document records
/// at `/gate` ("pass" or "fail"): a report whose verdict its own results do not bear out (a forged
/// or stale `"pass"`) is refused, never shown; so is a `/summary` that does not count its results
/// (a key that is no status included). `*verdict` is the re-derived verdict. False with
/// `*err` as "<JSON pointer>: what".
bool read_verified_run_report(const nlohmann::ordered_json& doc, RunReport* out, GateVerdict* verdict,
                              std::string* err);

/// parity-merge: the shard reports <dir>/parity.json of one `--shard I/N` run into one report,

/// Writes the report directory `dir` as one set (support::FileSet: all files new, or all as they
/// were): parity.json, parity.md, junit.xml, report.html and, after the audit stage, isa_audit.json
/// and isa_audit.md.
bool write_reports(const std::filesystem::path& dir, const RunReport& report, const GateVerdict& verdict,
                   std::string* err);
/// The short human summary: counts per status, golden and toolchain counts, the verdict.
std::string summary_text(const RunReport& report, const GateVerdict& verdict);

}  // namespace paritykit::parity
