// The executors of the families that have one; the table in executors.cpp lists them.
#pragma once

#include "paritykit/execute.h"

namespace paritykit::execute {

const Executor& gemm_executor();
const Executor& mlp_executor();
const Executor& conv_wgrad_executor();

}  // namespace paritykit::execute
