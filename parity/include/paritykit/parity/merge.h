// parity-merge's library side: the shard reports of one `--shard I/N` run into the report of the
// whole run.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "paritykit/parity/run_report.h"

namespace paritykit::parity {

/// summed, `shard` index 0. Fails closed (false with `*err` naming the file): a report that is not
/// a shard or is malformed, a shard index given twice (from any directory) or missing, shards of
/// different counts, spaces (configs, flavors, engines, goldens, the space's config list) or
/// options, a shard whose results are not exactly its slots of the space in order, a recorded
/// `gate` or `summary` that its results do not give (an unknown summary key included), or a shard
/// that ran the audit (merging the shards' audits is not written yet: audit their objects together).
bool merge_shards(const std::vector<std::filesystem::path>& dirs, RunReport* out, std::string* err);

}  // namespace paritykit::parity
